import { openCartStatusStream, type CartEffects } from '@storefront/sdk';
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
  const { carts } = sdk.api;
  return {
    loadCart: ({ cartId }, signal) => carts.get(cartId, { signal }),
    createCart: ({ source }, signal) => carts.create(source, { signal }),
    addItems: ({ cartId, items, singleItem }, signal) =>
      carts.addItems(cartId, items, { singleItem, signal }),
    removeItems: ({ cartId, itemIds }, signal) => carts.removeItems(cartId, itemIds, { signal }),
    updateItems: ({ cartId, items }, signal) => carts.updateItems(cartId, items, { signal }),
    updateCustomer: ({ cartId, customer }, signal) =>
      carts.updateCustomer(cartId, customer, { signal }),
    updateCoupon: ({ cartId, couponCode }, signal) =>
      carts.updateCoupon(cartId, couponCode, { signal }),
    validateCart: ({ cartId }, signal) => carts.validate(cartId, { signal }),
    processCart: ({ cartId, paymentMethodCode }, signal) =>
      carts.process(cartId, paymentMethodCode, { signal }),
    waitForCartCompleted: waitForCartCompletion({
      baseUrl: sdk.baseUrl,
      tenant: sdk.tenant,
      openStatusStream,
      getAccessToken: () => sdk.auth.store.getAccessToken(),
      refreshAfterUnauthorized: (token) => sdk.auth.session.refreshAfterUnauthorized(token),
    }),
  };
}
