import { localize, type Language, type Product } from '@storefront/contracts';
import type { CatalogProduct, CustomFieldRow, PriceRow } from './catalog-product.ts';

const text = (ar: string, en: string, language: Language) => localize({ ar, en }, language);

function toPrice(price: PriceRow, language: Language): Product['pricing'][number] {
  return {
    id: price.id,
    name: text(price.nameAr, price.nameEn, language),
    amount: price.amount,
    discountedAmount: price.discountedAmount,
    depositAmount: price.depositAmount,
    period: price.period,
    stock: { isUnlimited: price.isUnlimited, availableQuantity: price.availableQuantity },
  };
}

function toCustomField(field: CustomFieldRow, language: Language): Product['customFields'][number] {
  return {
    key: field.key,
    label: text(field.labelAr, field.labelEn, language),
    type: field.type,
    required: field.required,
    options:
      field.options?.map((option) => ({
        value: option.value,
        label: text(option.labelAr, option.labelEn, language),
      })) ?? null,
    price: field.addOnPrice,
  };
}

/**
 * A stored product as the checkout reads it (`productSchema`): names in the request's language
 * (English when the Arabic is missing), prices with stock, custom fields, providers, and the
 * product's own `amount`/`discountedAmount` from its default price (docs/product/flows.md: the
 * first price in stock, else the first; 0 and null without prices).
 *
 * @example
 * toProduct(await repository.find(id), request.language, app.config.publicUrl);
 */
export function toProduct(
  { product, prices, customFields, providers, imageUpdatedAt }: CatalogProduct,
  language: Language,
  publicUrl: string,
): Product {
  const defaultPrice = defaultPriceOf(prices);
  return {
    id: product.id,
    name: text(product.nameAr, product.nameEn, language),
    description: text(product.descriptionAr, product.descriptionEn, language),
    typeString: product.type,
    imageUrl: imageUpdatedAt ? productImageUrl(publicUrl, product.id, imageUpdatedAt) : null,
    pricing: prices.map((price) => toPrice(price, language)),
    amount: defaultPrice?.amount ?? 0,
    discountedAmount: defaultPrice?.discountedAmount ?? null,
    customFields: customFields.map((field) => toCustomField(field, language)),
    subscriptionStartDate: null,
    isFullDayBooking: product.isFullDayBooking,
    isVariableDuration: product.isVariableDuration,
    enableCustomerToChooseProvider: product.enableCustomerToChooseProvider,
    showProviderName: product.showProviderName,
    productProviders: providers.map((provider) => ({
      id: provider.id,
      name: text(provider.nameAr, provider.nameEn, language),
    })),
    hasGeofencedProviders: providers.some((provider) => provider.geofenceRadiusMeters !== null),
  };
}

/**
 * The price a product shows by default (docs/product/flows.md): the first with unlimited stock or
 * some left, else the first; undefined when it has none.
 *
 * @example
 * defaultPriceOf(product.prices)?.amount;
 */
export function defaultPriceOf(prices: readonly PriceRow[]): PriceRow | undefined {
  return prices.find((price) => price.isUnlimited || price.availableQuantity > 0) ?? prices[0];
}

/**
 * The public URL of a product's image: under `publicUrl` (absolute when configured, since the
 * checkout may run on another origin), with the image's version so a changed image is fetched
 * again despite long caching.
 *
 * @example
 * productImageUrl('https://api.example.com', productId, updatedAt);
 * // 'https://api.example.com/api/app/product-image/<id>?v=1767225600000'
 */
export function productImageUrl(publicUrl: string, productId: string, updatedAt: Date): string {
  return `${publicUrl}/api/app/product-image/${productId}?v=${updatedAt.getTime()}`;
}
