import type { Product } from '@storefront/contracts';
import type { CartItemFieldSnapshot, CartItemProductSnapshot } from '../../../db/schema/index.ts';

/** The product's custom fields with their labels and choices in Arabic and in English. */
function fieldsOf(ar: Product, en: Product): CartItemFieldSnapshot[] {
  return en.customFields.map((field) => {
    const arField = ar.customFields.find((candidate) => candidate.key === field.key);
    return {
      key: field.key,
      type: field.type,
      label: { ar: arField?.label ?? field.label, en: field.label },
      price: field.price,
      options:
        field.options?.map((option) => ({
          value: option.value,
          label: {
            ar: arField?.options?.find((arOption) => arOption.value === option.value)?.label ?? '',
            en: option.label,
          },
        })) ?? null,
    };
  });
}

/**
 * What a cart line keeps of its product, from the product in Arabic and in English: type, names,
 * descriptions, image, the names of the chosen providers, and what the line needs to say what was
 * bought (the chosen price's name and period, the custom fields' labels, a full-day booking;
 * docs/product/api.md, "Cart line details").
 *
 * @example
 * const snapshot = productSnapshot(productAr, productEn, item.providersIds ?? [], item.priceId);
 */
export function productSnapshot(
  ar: Product,
  en: Product,
  providerIds: readonly string[],
  priceId: string,
): CartItemProductSnapshot {
  const namesIn = (product: Product) =>
    providerIds.map(
      (id) => product.productProviders.find((provider) => provider.id === id)?.name ?? id,
    );
  const enPrice = en.pricing.find((price) => price.id === priceId);
  const arPrice = ar.pricing.find((price) => price.id === priceId);
  return {
    type: en.typeString,
    name: { ar: ar.name, en: en.name },
    description: { ar: ar.description, en: en.description },
    imageUrl: en.imageUrl,
    providerNames: { ar: namesIn(ar), en: namesIn(en) },
    ...(enPrice
      ? {
          price: {
            name: { ar: arPrice?.name ?? enPrice.name, en: enPrice.name },
            period: enPrice.period,
          },
        }
      : {}),
    customFields: fieldsOf(ar, en),
    isFullDayBooking: en.isFullDayBooking,
  };
}
