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
} & {
  /**
   * Optionally, the catalogue with these products read ahead in one query, so pricing a cart's
   * lines and checking their stock query nothing more (the real catalogue has it; fakes need not).
   */
  preloaded?(tenantId: string, productIds: readonly string[]): Promise<CartCatalog>;
};
