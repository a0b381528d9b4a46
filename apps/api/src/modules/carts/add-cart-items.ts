import { ruleMessage, type AddCartItem, type Cart } from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';
import { assertLinesInStock } from './assert-lines-in-stock.ts';
import type { CartCaller } from './cart-caller.ts';
import type { CartContext } from './cart-context.ts';
import { lineOfNewItem } from './cart-line.ts';
import { createCartRepository } from './cart-repository.ts';
import { changeCart } from './change-cart.ts';
import { findCartFor } from './find-cart-for.ts';
import { priceCartLine, type PricedCartLine } from './price-cart-line.ts';
import { stockLineOf } from './stock-line-of.ts';

/**
 * `POST /api/app/cart/cart-items/{cartId}?singleItem=`: prices each item through the catalogue
 * (its price must be the product's, required custom fields set, a reservation's slot bookable
 * now), checks the stock of every price over the whole cart, then appends the lines. With
 * `singleItem`, only one item may be sent (400 `INVALID_OPERATION` "Cannot add multiple items as
 * single item"). Nothing is added unless every item passes.
 *
 * @example
 * const cart = await addCartItems(context, caller, cartId, [{ productId, priceId, quantity: 1 }], false);
 */
export async function addCartItems(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
  items: readonly AddCartItem[],
  singleItem: boolean,
): Promise<Cart> {
  if (singleItem && items.length > 1) {
    throw new ApiError(400, 'INVALID_OPERATION', {
      message: ruleMessage('multipleItemsAsSingleItem', caller.language),
    });
  }
  const cart = await findCartFor(context.db, caller, cartId);
  const existing = await createCartRepository(context.db, caller.tenantId).items(cart.id);
  const priced: PricedCartLine[] = [];
  for (const [index, item] of items.entries()) {
    priced.push(
      await priceCartLine(
        context.catalog,
        caller.tenantId,
        lineOfNewItem(item),
        caller.language,
        String(index),
      ),
    );
  }
  await assertLinesInStock(
    context.catalog,
    caller.tenantId,
    [...existing.map(stockLineOf), ...priced.map(stockLineOf)],
    caller.language,
  );
  const now = context.clock.now();
  return changeCart(context, caller, cart.id, async (carts, locked) => {
    await carts.addItems(
      locked.id,
      priced.map((line) => ({ ...line, id: context.random.uuid() })),
      now,
    );
  });
}
