import type { Language } from '@storefront/contracts';

/**
 * The checkout page of a cart, on this origin (docs/product/screens.md's query), where the
 * storefront pages (the widgets, the demo shop's cart drawer) send the shopper to pay. A widget
 * framed on a tenant's site passes that page as `callbackUrl`: the checkout's way back leads
 * there (docs/product/embedding.md); without one it leads to the tenant's shop.
 *
 * @example
 * checkoutUrlFor({ tenant: 'demo', language: 'en' }, 'c-1'); // '/?tenant=demo&cartId=c-1&lang=en'
 */
export function checkoutUrlFor(
  params: { tenant: string; language: Language; callbackUrl?: string | null },
  cartId: string,
): string {
  const query = new URLSearchParams({ tenant: params.tenant, cartId, lang: params.language });
  if (params.callbackUrl) query.set('callbackUrl', params.callbackUrl);
  return `/?${query.toString()}`;
}
