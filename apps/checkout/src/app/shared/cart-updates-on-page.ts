import type { openCartStream, OpenCartUpdates } from '@storefront/sdk';
import type { StorefrontSdk } from './storefront-sdk.ts';

/**
 * The cart-updates stream over the page's SDK, with the shopper's token (the SDK session, one
 * refresh after a 401). Its reader loads in a chunk of its own, after the cart, so it stays out of
 * the first load. A stream that gives up leaves the checkout's stale re-read
 * (`useRefetchStaleCart`) as the fallback; the demo shop's drawer re-reads the cart when opened.
 *
 * @example
 * followCartUpdates(actor, cartUpdatesOnPage(sdk, undefined));
 */
export function cartUpdatesOnPage(
  sdk: Pick<StorefrontSdk, 'baseUrl' | 'tenant' | 'auth'>,
  openStream: typeof openCartStream | undefined,
): OpenCartUpdates {
  return (cartId, onCartUpdated) => {
    let closed = false;
    let close = () => {};
    const opener = openStream
      ? Promise.resolve(openStream)
      : import('./cart-updates-chunk.ts').then((module) => module.openCartStream);
    void opener.then((open) => {
      if (closed) return;
      const stream = open({
        baseUrl: sdk.baseUrl,
        tenantId: sdk.tenant,
        cartId,
        auth: sdk.auth.session,
        onCartUpdated,
      });
      close = () => stream.close();
    });
    return {
      close: () => {
        closed = true;
        close();
      },
    };
  };
}
