import type { CartEffects } from '../../machines/cart-effects.ts';
import type { TestSdk } from './create-test-sdk.ts';
import { noWait } from './no-wait.ts';
import { waitForCartCompletedOverStream } from './wait-for-cart-completed.ts';

/**
 * The cart flow's effects over the SDK's resources, as the checkout provides them, and the
 * completion wait over the real status stream.
 *
 * @example
 * const machine = cartMachine.provide({ actors: cartEffectActors(cartEffectsOver(sdk)) });
 */
export function cartEffectsOver(sdk: TestSdk): CartEffects {
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
    waitForCartCompleted: waitForCartCompletedOverStream({
      baseUrl: sdk.baseUrl,
      tenantId: sdk.tenant,
      auth: sdk.auth.session,
      fetch: sdk.fetch,
      sleep: noWait,
    }),
  };
}
