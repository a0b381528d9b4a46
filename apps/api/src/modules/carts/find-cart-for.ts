import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import { assertCartAccess, assertCartPending } from './cart-guards.ts';
import type { CartCaller } from './cart-caller.ts';
import { createCartRepository, type CartRecord } from './cart-repository.ts';

/**
 * The cart `caller` may use, checked in the order the checkout relies on: unknown (or not a
 * UUID) → 404 `CART_NOT_FOUND`; someone else's → 401/403; completed → 409
 * `CART_ALREADY_COMPLETED` unless `allowCompleted`.
 *
 * @example
 * const cart = await findCartFor(app.db, caller, cartId);
 */
export async function findCartFor(
  db: Db,
  caller: CartCaller,
  cartId: string,
  options: { allowCompleted?: boolean } = {},
): Promise<CartRecord> {
  const cart = await createCartRepository(db, caller.tenantId).find(cartId);
  if (!cart) throw new ApiError(404, 'CART_NOT_FOUND');
  assertCartAccess(cart, caller.customer);
  if (!options.allowCompleted) assertCartPending(cart);
  return cart;
}
