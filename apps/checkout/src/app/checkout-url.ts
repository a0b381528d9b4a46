import type { Language } from '@storefront/contracts';

/**
 * The checkout page of a cart, on this origin (docs/product/screens.md's query), where the
 * storefront pages (the widgets, the demo shop's cart drawer) send the shopper to pay.
 *
 * @example
 * checkoutUrlFor({ tenant: 'demo', language: 'en' }, 'c-1'); // '/?tenant=demo&cartId=c-1&lang=en'
 */
export function checkoutUrlFor(
  params: { tenant: string; language: Language },
  cartId: string,
): string {
  const query = new URLSearchParams({ tenant: params.tenant, cartId, lang: params.language });
  return `/?${query.toString()}`;
}
