import type { Language } from '@storefront/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { paymentAttempts } from '../../db/schema/index.ts';
import { ApiError } from '../../errors/api-error.ts';
import type { SessionCustomer } from '../auth/session-repository.ts';
import { cartMessage } from './cart-messages.ts';
import type { CartCaller } from './cart-caller.ts';
import { createCartRepository, type CartRecord } from './cart-repository.ts';

/**
 * The ownership rule: a cart without a customer is reachable by its id (a capability) by anyone
 * of the tenant; once it has one, only that customer reaches it. Throws 401 `UNAUTHORIZED` to a
 * caller who is not signed in (so an expired token is refreshed, not taken for someone else), 403
 * `FORBIDDEN` to another customer.
 *
 * @example
 * assertCartAccess(cart, await request.currentCustomer());
 */
export function assertCartAccess(cart: CartRecord, customer: SessionCustomer | null): void {
  if (cart.customerId === null) return;
  if (!customer) {
    throw new ApiError(401, 'UNAUTHORIZED', { headers: { 'www-authenticate': 'Bearer' } });
  }
  if (customer.customerId !== cart.customerId) throw new ApiError(403, 'FORBIDDEN');
}

/**
 * A completed cart cannot change: 409 `CART_ALREADY_COMPLETED` (the checkout then goes to its
 * callback URL).
 *
 * @example
 * assertCartPending(cart);
 */
export function assertCartPending(cart: CartRecord): void {
  if (cart.status === 'completed') throw new ApiError(409, 'CART_ALREADY_COMPLETED');
}

/**
 * A cart being paid cannot change: while a payment attempt of it is pending and its hold has not
 * lapsed (`hold_expires_at` after `now`), 409 `CONFLICT` "A payment is in progress for this cart.
 * Finish or cancel it first." The amount the shopper is paying was taken from the cart as it is. An
 * attempt whose hold lapsed no longer blocks (the sweeper settles it).
 *
 * @example
 * await assertNoPaymentInProgress(tx, tenantId, cart.id, now, 'en');
 */
export async function assertNoPaymentInProgress(
  db: Db,
  tenantId: string,
  cartId: string,
  now: Date,
  language: Language,
): Promise<void> {
  const [pending] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.tenantId, tenantId),
        eq(paymentAttempts.cartId, cartId),
        eq(paymentAttempts.status, 'pending'),
        gt(paymentAttempts.holdExpiresAt, now),
      ),
    )
    .limit(1);
  if (pending) throw paymentInProgressError(language);
}

/**
 * The 409 `CONFLICT` of a cart being paid, for callers that learnt it along with another read.
 *
 * @example
 * if (found.paymentInProgress) throw paymentInProgressError('en');
 */
export function paymentInProgressError(language: Language): ApiError {
  return new ApiError(409, 'CONFLICT', { message: cartMessage('paymentInProgress', language) });
}

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
