import { ruleMessage, type AddCartItem, type Cart } from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';
import { assertLinesInStock, stockLineOf } from '../places/assert-lines-in-stock.ts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import { lineOfNewItem } from './cart-line.ts';
import { assertCartAccess, assertCartPending } from '../cart-guards.ts';
import { changeCart } from '../change-cart.ts';
import { priceCartLine, type PricedCartLine } from './price-cart-line.ts';
import { readCart } from '../reads/read-cart.ts';

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
  // The cart and its lines in one query, checked as findCartFor does.
  const read = await readCart(context.db, caller.tenantId, cartId, context.readCache);
  if (!read) throw new ApiError(404, 'CART_NOT_FOUND');
  const { cart, items: existing } = read;
  assertCartAccess(cart, caller.customer);
  assertCartPending(cart);
  // Every product the new lines and the stock check need, read in one query.
  const catalog =
    (await context.catalog.preloaded?.(caller.tenantId, [
      ...items.map((item) => item.productId),
      ...existing.map((line) => line.productId),
    ])) ?? context.catalog;
  const priced: PricedCartLine[] = [];
  for (const [index, item] of items.entries()) {
    priced.push(
      await priceCartLine(
        catalog,
        caller.tenantId,
        lineOfNewItem(item),
        caller.language,
        String(index),
      ),
    );
  }
  await assertLinesInStock(
    catalog,
    caller.tenantId,
    [...existing.map(stockLineOf), ...priced.map(stockLineOf)],
    caller.language,
  );
  const lines = priced.map((line) => ({ ...line, id: context.random.uuid() }));
  // One statement if nothing changed the cart since it was read; else under its row lock, where
  // the lines are inserted by the statement that counts the new version and reads the cart back.
  const appended = await context.appendToUnchangedCart?.({
    tenantId: caller.tenantId,
    read,
    lines,
    language: caller.language,
    now: context.clock.now(),
  });
  return (
    appended ?? changeCart(context, caller, cart.id, () => Promise.resolve(), { append: lines })
  );
}
