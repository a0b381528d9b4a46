import type { Cart } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { assertCartAccess, assertCartPending, paymentInProgressError } from './cart-guards.ts';
import type { CartCaller } from './cart-caller.ts';
import type { CartContext } from './cart-context.ts';
import {
  createCartRepository,
  type CartChanges,
  type CartRecord,
  type CartRepository,
  type NewCartItem,
} from './cart-repository.ts';
import { cartOf, cartStateOf } from './reads/load-cart-state.ts';
import { updateCartRead } from './reads/read-cart.ts';

/** One change of a locked cart: writes through `carts` (bound to the transaction). */
export type CartChange = (
  carts: CartRepository,
  cart: CartRecord,
  tx: Db,
) => Promise<CartChanges | void>;

/**
 * Changes a cart in one transaction: locks its row (`FOR UPDATE`, so changes and the cart's
 * completion happen one at a time), checks again that it exists, is the caller's, is pending and is not being paid (409),
 * applies `change`, counts a new version (clearing `isUpdated` unless the change sets it), appends
 * the lines `options.append` and reads the cart back in the same statement, and
 * records the `cartUpdated` event with the new cart before committing. Answers the whole cart.
 * Everything inside runs on the transaction: work that reads the catalogue is done before.
 *
 * @example
 * return changeCart(context, caller, cartId, (carts, cart) => carts.deleteItems(cart.id, ids));
 */
export function changeCart(
  context: CartContext,
  caller: CartCaller,
  cartId: string,
  change: CartChange,
  options: { append?: readonly NewCartItem[] } = {},
): Promise<Cart> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const carts = createCartRepository(tx, caller.tenantId);
    // The lock and the pending-payment check in one round trip.
    const found = await carts.lockWithPaymentState(cartId, now);
    if (!found) throw new ApiError(404, 'CART_NOT_FOUND');
    const { cart: locked } = found;
    assertCartAccess(locked, caller.customer);
    assertCartPending(locked);
    if (found.paymentInProgress) throw paymentInProgressError(caller.language);
    const changes = (await change(carts, locked, tx)) ?? {};
    // The new version and the parts the answer needs in one round trip, while the row is locked.
    const read = await updateCartRead(
      tx,
      caller.tenantId,
      locked.id,
      { isUpdated: false, ...changes },
      now,
      options.append,
    );
    if (!read) throw new Error('The changed cart was not returned');
    const cart = cartOf(cartStateOf(read.cart, read, now), caller.language);
    await context.recordCartEvent(tx, {
      type: 'cartUpdated',
      tenantId: caller.tenantId,
      cartId: read.cart.id,
      cart,
    });
    return cart;
  });
}
