import type { Language, BootstrapParams } from '@storefront/contracts';
import { parseBootstrapParams } from '@storefront/contracts';

/** The demo shop's query parameters (docs/product/shop.md). */
export interface ShopParams extends BootstrapParams {
  /** `product` (or `productId`): the product whose widget is open; null for the product list. */
  productId: string | null;
}

/** The outcome of {@link parseShopParams}; the language is known even without a tenant. */
export type ShopParamsResult =
  | { ok: true; params: ShopParams }
  | { ok: false; error: 'TENANT_NOT_PROVIDED'; language: Language };

/**
 * Reads the shop's query: the checkout's bootstrap rules (`tenant` required, `lang` or
 * `language`, Arabic unless `en`, `isMobileApp`), then the open product, if any.
 *
 * @example
 * parseShopParams('?tenant=demo&lang=en&product=p1');
 * // { ok: true, params: { tenant: 'demo', language: 'en', isMobileApp: false, productId: 'p1' } }
 */
export function parseShopParams(search: string): ShopParamsResult {
  const bootstrap = parseBootstrapParams(search);
  if (!bootstrap.ok) return bootstrap;
  const { query, params } = bootstrap;
  const productId = (query.get('product') ?? query.get('productId'))?.trim() || null;
  return { ok: true, params: { ...params, productId } };
}

/**
 * The shop's own address for the same tenant and language: the list, or one product's widget.
 *
 * @example
 * shopUrlFor({ tenant: 'demo', language: 'ar' }, 'p1'); // '/shop.html?tenant=demo&lang=ar&product=p1'
 */
export function shopUrlFor(
  params: { tenant: string; language: Language },
  productId: string | null = null,
): string {
  const query = new URLSearchParams({ tenant: params.tenant, lang: params.language });
  if (productId !== null) query.set('product', productId);
  return `/shop.html?${query.toString()}`;
}
