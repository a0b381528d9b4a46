import type { Cart } from '@storefront/contracts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import { changeCart } from '../change-cart.ts';

/**
 * `DELETE /api/app/cart/cart-items/{cartId}?itemsIds=…`: removes the lines. Idempotent, as a
 * DELETE should be: an id that is no longer a line of this cart (removed already, by a first
 * call whose answer was lost) is ignored, so a resent removal answers the cart, not an error.
 *
 * @example
 * const cart = await removeCartItems(context, caller, cartId, [itemId]);
 */
export function removeCartItems(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
  itemIds: readonly string[],
): Promise<Cart> {
  return changeCart(context, caller, cartId, async (carts, cart) => {
    const present = new Set((await carts.items(cart.id)).map((item) => item.id));
    const removable = itemIds.map((id) => id.toLowerCase()).filter((id) => present.has(id));
    if (removable.length > 0) await carts.deleteItems(cart.id, removable);
  });
}
