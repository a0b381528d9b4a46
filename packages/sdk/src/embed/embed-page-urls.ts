import type { Language } from '@storefront/contracts';

/** What every framed storefront page is opened with. */
export interface EmbedPageContext {
  /** Where the storefront's pages are served, e.g. `https://storefront.example.com`. */
  storefrontOrigin: string;
  tenant: string;
  language: Language;
  /** The embedding page's origin: the frames post their events there (docs/product/embedding.md). */
  hostOrigin: string;
}

/**
 * The widget page of a product, framed on a tenant's site (docs/product/widgets.md).
 * `callbackUrl` is the host's page: the widget's "Go to checkout" opens the checkout as the
 * whole window, and the checkout's way back leads there (docs/product/embedding.md).
 *
 * @example
 * widgetPageUrl({ storefrontOrigin: 'https://s.example', tenant: 'demo', language: 'ar', hostOrigin: 'https://shop.example' }, 'p-1', 'https://shop.example/');
 * // 'https://s.example/widget.html?tenant=demo&product=p-1&lang=ar&hostOrigin=https%3A%2F%2Fshop.example&callbackUrl=https%3A%2F%2Fshop.example%2F'
 */
export function widgetPageUrl(
  context: EmbedPageContext,
  productId: string,
  callbackUrl: string,
): string {
  const query = new URLSearchParams({
    tenant: context.tenant,
    product: productId,
    lang: context.language,
    hostOrigin: context.hostOrigin,
    callbackUrl,
  });
  return `${context.storefrontOrigin}/widget.html?${query.toString()}`;
}

/**
 * The checkout page of a cart; a completed cart leads back to `callbackUrl` (the host's page).
 *
 * @example
 * checkoutPageUrl(context, 'cart-1', 'https://shop.example/');
 */
export function checkoutPageUrl(
  context: EmbedPageContext,
  cartId: string,
  callbackUrl: string,
): string {
  const query = new URLSearchParams({
    tenant: context.tenant,
    cartId,
    lang: context.language,
    hostOrigin: context.hostOrigin,
    callbackUrl,
  });
  return `${context.storefrontOrigin}/?${query.toString()}`;
}
