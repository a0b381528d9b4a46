import { ApiError } from '../../../errors/api-error.ts';
import type { CartCaller } from '../../carts/cart-caller.ts';
import type { PaymentAttempt } from '@storefront/contracts';
import type { PaymentContext } from '../payment-context.ts';
import { paymentMessage } from '../payment-messages.ts';
import {
  createPaymentAttemptRepository,
  type PaymentAttemptRecord,
} from './payment-attempt-repository.ts';
import { reconcileAttempt, type ReconcileOptions } from '../provider-return/reconcile-attempt.ts';
import { toPaymentAttempt } from './to-payment-attempt.ts';

/**
 * The caller's attempt: 401 when not signed in, 404 when the tenant has no such attempt, 403 when
 * it pays another customer's cart.
 *
 * @example
 * const attempt = await findOwnAttempt(context, caller, attemptId);
 */
export async function findOwnAttempt(
  context: PaymentContext,
  caller: CartCaller,
  attemptId: string,
): Promise<PaymentAttemptRecord> {
  if (!caller.customer) {
    throw new ApiError(401, 'UNAUTHORIZED', { headers: { 'www-authenticate': 'Bearer' } });
  }
  const attempt = await createPaymentAttemptRepository(context.db, caller.tenantId).find(attemptId);
  if (!attempt) {
    throw new ApiError(404, 'NOT_FOUND', {
      message: paymentMessage('attemptNotFound', caller.language),
    });
  }
  if (attempt.customerId !== caller.customer.customerId) throw new ApiError(403, 'FORBIDDEN');
  return attempt;
}

/**
 * The caller's attempt (see {@link findOwnAttempt}) after asking its provider, as `options` say
 * (a cancel, a payment to record first), as the shopper's routes answer it.
 *
 * @example
 * return reconcileOwnAttempt(context, await cartCallerOf(request), attemptId, { cancel: true });
 */
export async function reconcileOwnAttempt(
  context: PaymentContext,
  caller: CartCaller,
  attemptId: string,
  options: ReconcileOptions = {},
): Promise<PaymentAttempt> {
  const attempt = await findOwnAttempt(context, caller, attemptId);
  return toPaymentAttempt(
    await reconcileAttempt(context, caller.tenantId, attempt.id, caller.language, options),
  );
}
