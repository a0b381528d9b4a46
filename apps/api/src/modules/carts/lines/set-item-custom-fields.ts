import type { Cart, CustomFieldValues } from '@storefront/contracts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import { lineOfItem } from './cart-line.ts';
import { cartMessage } from '../cart-messages.ts';
import { createCartRepository } from '../cart-repository.ts';
import { changeCart } from '../change-cart.ts';
import { fieldError } from '../../../errors/field-error.ts';
import { findCartFor } from '../cart-guards.ts';
import { priceCartLine } from './price-cart-line.ts';

/**
 * `POST /api/app/cart/custom-fields?cartId&cartItemId`: replaces a line's custom fields and prices
 * it again (add-ons are custom fields with a price; required ones must stay set).
 *
 * @example
 * const cart = await setItemCustomFields(context, caller, cartId, itemId, { giftWrap: 'true' });
 */
export async function setItemCustomFields(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
  itemId: string,
  customFields: CustomFieldValues,
): Promise<Cart> {
  const cart = await findCartFor(context.db, caller, cartId);
  const items = await createCartRepository(context.db, caller.tenantId).items(cart.id);
  const item = items.find((candidate) => candidate.id === itemId.toLowerCase());
  if (!item) throw fieldError('cartItemId', cartMessage('itemNotInCart', caller.language));
  const priced = await priceCartLine(
    context.catalog,
    caller.tenantId,
    { ...lineOfItem(item), customFields },
    caller.language,
    'customFields',
  );
  return changeCart(context, caller, cart.id, async (carts, locked) => {
    if (!(await carts.items(locked.id)).some((candidate) => candidate.id === item.id)) {
      throw fieldError('cartItemId', cartMessage('itemNotInCart', caller.language));
    }
    await carts.updateItem(locked.id, item.id, priced);
  });
}
