import { cartResourceEffects, type CartEffects, type openCartStatusStream } from '@storefront/sdk';
import type { CheckoutSdk } from './checkout-sdk.ts';

/**
 * The wait for a completed cart, with the SDK's status stream (its server-sent events reader).
 * Only placing an order needs it, so it is a chunk of its own, out of the first load;
 * `preloadCartCompletion` fetches it once the page is idle, so an order does not wait for it.
 */
function loadCartCompletion() {
  return import('./wait-for-cart-completion.ts');
}

/**
 * Downloads the code that waits for a placed order (see `createCartEffects`) ahead of its use.
 *
 * @example
 * whenIdle(preloadCartCompletion);
 */
export function preloadCartCompletion(): void {
  void loadCartCompletion();
}

/**
 * The cart flow's effects over the page's SDK: each cart call of docs/product/api.md, and the wait
 * for the cart-completed event on the status stream (`openStatusStream`, the SDK's by default),
 * which sends the shopper's token and refreshes it once on a 401 (the SDK's session). The online
 * payment is the page's own (see `createCartActor`).
 *
 * @example
 * const machine = cartMachine.provide({ actors: cartEffectActors(createCartEffects(sdk)) });
 */
export function createCartEffects(
  sdk: Pick<CheckoutSdk, 'api' | 'auth' | 'baseUrl' | 'tenant'>,
  openStatusStream?: typeof openCartStatusStream,
): Omit<CartEffects, 'payOnline'> {
  return {
    ...cartResourceEffects(sdk.api.carts),
    waitForCartCompleted: async (input, signal) => {
      const { waitForCartCompleted } = await loadCartCompletion();
      return waitForCartCompleted({
        baseUrl: sdk.baseUrl,
        tenantId: sdk.tenant,
        auth: sdk.auth.session,
        ...(openStatusStream ? { openStatusStream } : {}),
      })(input, signal);
    },
  };
}
