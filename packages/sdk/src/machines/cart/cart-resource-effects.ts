import type { CartsResource } from '../../resources/carts-resource.ts';
import type { CartEffects } from './cart-effects.ts';

/**
 * The cart flow's effects that are plain cart calls of docs/product/api.md, over the carts
 * resource; the caller adds how it waits for the cart-completed event and how it pays online.
 *
 * @example
 * const effects = { ...cartResourceEffects(api.carts), waitForCartCompleted, payOnline };
 * const machine = cartMachine.provide({ actors: cartEffectActors(effects) });
 */
export function cartResourceEffects(
  carts: CartsResource,
): Omit<CartEffects, 'waitForCartCompleted' | 'payOnline'> {
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
  };
}
