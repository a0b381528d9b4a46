import type { Cart } from '@storefront/contracts';
import type { CartCaller } from './cart-caller.ts';
import type { CartContext } from './cart-context.ts';
import { cartMessage } from './cart-messages.ts';
import { changeCart } from './change-cart.ts';
import { fieldError } from './field-error.ts';

/**
 * `DELETE /api/app/cart/cart-items/{cartId}?itemsIds=…`: removes the lines. An id that is not a
 * line of this cart refuses the whole call (400 on `itemsIds`), so nothing is half done.
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
    if (!itemIds.every((id) => present.has(id.toLowerCase()))) {
      throw fieldError('itemsIds', cartMessage('itemNotInCart', caller.language));
    }
    await carts.deleteItems(
      cart.id,
      itemIds.map((id) => id.toLowerCase()),
    );
  });
}
