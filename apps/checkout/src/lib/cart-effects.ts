import {
  cartResourceEffects,
  openCartStatusStream,
  waitForCartCompleted,
  type CartEffects,
} from '@storefront/sdk';
import type { CheckoutSdk } from './checkout-sdk.ts';

/**
 * The cart flow's effects over the page's SDK: each cart call of spec section 7, and the wait for
 * the cart-completed event on the status stream, which sends the shopper's token and refreshes
 * it once on a 401 (the SDK's session).
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
    waitForCartCompleted: waitForCartCompleted({
      baseUrl: sdk.baseUrl,
      tenantId: sdk.tenant,
      auth: sdk.auth.session,
      openStatusStream,
    }),
  };
}
