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
 * The cart flow's effects over the page's SDK: each cart call of spec section 7, and the wait for
 * the cart-completed event on the status stream (`openStatusStream`, the SDK's by default).
 *
 * @example
 * const machine = cartMachine.provide({ actors: cartEffectActors(createCartEffects(sdk)) });
 */
export function createCartEffects(
  sdk: Pick<CheckoutSdk, 'api' | 'auth' | 'baseUrl' | 'tenant'>,
  openStatusStream?: typeof openCartStatusStream,
): CartEffects {
  return {
    ...cartResourceEffects(sdk.api.carts),
    waitForCartCompleted: async (input, signal) => {
      const { waitForCartCompletion } = await loadCartCompletion();
      return waitForCartCompletion({
        baseUrl: sdk.baseUrl,
        tenant: sdk.tenant,
        openStatusStream,
        getAccessToken: () => sdk.auth.store.getAccessToken(),
        refreshAfterUnauthorized: (token) => sdk.auth.session.refreshAfterUnauthorized(token),
      })(input, signal);
    },
  };
}
