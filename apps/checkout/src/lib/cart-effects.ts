import { cartResourceEffects, openCartStatusStream, type CartEffects } from '@storefront/sdk';
import type { CheckoutSdk } from './checkout-sdk.ts';
import { waitForCartCompletion } from './wait-for-cart-completion.ts';

/**
 * The cart flow's effects over the page's SDK: each cart call of spec section 7, and the wait for
 * the cart-completed event on the status stream.
 *
 * @example
 * const machine = cartMachine.provide({ actors: cartEffectActors(createCartEffects(sdk)) });
 */
export function createCartEffects(
  sdk: Pick<CheckoutSdk, 'api' | 'auth' | 'baseUrl' | 'tenant'>,
  openStatusStream: typeof openCartStatusStream | undefined = openCartStatusStream,
): CartEffects {
  return {
    ...cartResourceEffects(sdk.api.carts),
    waitForCartCompleted: waitForCartCompletion({
      baseUrl: sdk.baseUrl,
      tenant: sdk.tenant,
      openStatusStream,
      getAccessToken: () => sdk.auth.store.getAccessToken(),
      refreshAfterUnauthorized: (token) => sdk.auth.session.refreshAfterUnauthorized(token),
    }),
  };
}
