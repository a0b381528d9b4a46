import type { Cart } from '@storefront/contracts';
import type { CartCaller } from './cart-caller.ts';
import type { CartContext } from './cart-context.ts';
import { findCartFor } from './find-cart-for.ts';
import { cartOf, loadCartState } from './load-cart-state.ts';

/**
 * `GET /api/app/cart/{id}`: the cart; a completed one only with `allowNonPending` (else 409
 * `CART_ALREADY_COMPLETED`), unknown 404 `CART_NOT_FOUND`, another customer's 403.
 *
 * @example
 * const cart = await getCart(context, caller, id, { allowNonPending: false });
 */
export async function getCart(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
  options: { allowNonPending: boolean },
): Promise<Cart> {
  const cart = await findCartFor(context.db, caller, cartId, {
    allowCompleted: options.allowNonPending,
  });
  const state = await loadCartState(context.db, caller.tenantId, cart, context.clock.now());
  return cartOf(state, caller.language);
}
