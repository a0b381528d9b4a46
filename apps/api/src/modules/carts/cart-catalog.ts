import type { Language } from '@storefront/contracts';
import type { CatalogPort } from '../catalog/catalog-port.ts';

/**
 * The catalogue as the cart rules call it: {@link CatalogPort}, each method also taking a
 * trailing `language` for its messages (the implementation's optional extra; a port that ignores
 * it, such as a test fake, fits as well).
 */
export type CartCatalog = {
  [Method in keyof CatalogPort]: (
    ...args: [...Parameters<CatalogPort[Method]>, language?: Language]
  ) => ReturnType<CatalogPort[Method]>;
};
