import type { Cart, UpdateCartItem } from '@storefront/contracts';
import { assertLinesInStock, stockLineOf } from '../places/assert-lines-in-stock.ts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import { lineOfItem } from './cart-line.ts';
import { cartMessage } from '../cart-messages.ts';
import { createCartRepository } from '../cart-repository.ts';
import { changeCart } from '../change-cart.ts';
import { fieldError } from '../../../errors/field-error.ts';
import { findCartFor } from '../cart-guards.ts';
import { priceCartLine, type PricedCartLine } from './price-cart-line.ts';

/**
 * `PUT /api/app/cart/items/{cartId}`: sets lines' quantities (and custom fields, when given) and
 * prices them again; a reservation must still be bookable for the new quantity and every price
 * in stock for the cart's new total. An id that is not a line of this cart refuses the call.
 *
 * @example
 * const cart = await updateCartItems(context, caller, cartId, [{ id: itemId, quantity: 3 }]);
 */
export async function updateCartItems(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
  updates: readonly UpdateCartItem[],
): Promise<Cart> {
  const cart = await findCartFor(context.db, caller, cartId);
  const items = await createCartRepository(context.db, caller.tenantId).items(cart.id);
  const repriced = new Map<string, PricedCartLine>();
  for (const [index, update] of updates.entries()) {
    const item = items.find((candidate) => candidate.id === update.id.toLowerCase());
    if (!item) throw fieldError(`${index}.id`, cartMessage('itemNotInCart', caller.language));
    const line = {
      ...lineOfItem(item),
      quantity: update.quantity,
      customFields: update.customFields ?? item.customFields,
    };
    repriced.set(
      item.id,
      await priceCartLine(context.catalog, caller.tenantId, line, caller.language, String(index)),
    );
  }
  await assertLinesInStock(
    context.catalog,
    caller.tenantId,
    items.map((item) => stockLineOf(repriced.get(item.id) ?? item)),
    caller.language,
  );
  return changeCart(context, caller, cart.id, async (carts, locked) => {
    const present = new Set((await carts.items(locked.id)).map((item) => item.id));
    for (const [itemId, line] of repriced) {
      if (!present.has(itemId)) {
        throw fieldError('id', cartMessage('itemNotInCart', caller.language));
      }
      await carts.updateItem(locked.id, itemId, line);
    }
  });
}

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
