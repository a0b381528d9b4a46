import type { Language } from '@storefront/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { paymentAttempts } from '../../db/schema/index.ts';
import { ApiError } from '../../errors/api-error.ts';
import { cartMessage } from './cart-messages.ts';

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
