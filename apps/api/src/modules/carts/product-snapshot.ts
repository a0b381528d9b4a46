import type { Product } from '@storefront/contracts';
import type { CartItemProductSnapshot } from '../../db/schema/index.ts';

/**
 * What a cart line keeps of its product, from the product in Arabic and in English: type, names,
 * descriptions, image and the names of the chosen providers.
 *
 * @example
 * const snapshot = productSnapshot(productAr, productEn, item.providersIds ?? []);
 */
export function productSnapshot(
  ar: Product,
  en: Product,
  providerIds: readonly string[],
): CartItemProductSnapshot {
  const namesIn = (product: Product) =>
    providerIds.map(
      (id) => product.productProviders.find((provider) => provider.id === id)?.name ?? id,
    );
  return {
    type: en.typeString,
    name: { ar: ar.name, en: en.name },
    description: { ar: ar.description, en: en.description },
    imageUrl: en.imageUrl,
    providerNames: { ar: namesIn(ar), en: namesIn(en) },
  };
}
