import {
  paymentAttemptSchema,
  paymentFailureSchema,
  paymentErrorCodes,
  paymentFailureReasonSchema,
  type PaymentAttempt,
} from '@storefront/contracts';
import type { PaymentAttemptRecord } from './payment-attempt-repository.ts';

const failureCodeSchema = paymentFailureSchema.shape.code;

/**
 * The wire form of an attempt (`paymentAttemptSchema`): the hold's end only while it is pending,
 * the provider page only while it can still be finished, the failure when it failed.
 *
 * @example
 * return toPaymentAttempt(attempt);
 */
export function toPaymentAttempt(attempt: PaymentAttemptRecord): PaymentAttempt {
  const pending = attempt.status === 'pending';
  const code = failureCodeSchema.safeParse(attempt.failureCode);
  const reason = paymentFailureReasonSchema.safeParse(attempt.failureReason);
  return paymentAttemptSchema.parse({
    id: attempt.id,
    cartId: attempt.cartId,
    provider: attempt.provider,
    method: attempt.method,
    status: attempt.status,
    amount: attempt.amount,
    currency: attempt.currency,
    holdExpiresAt: pending ? attempt.holdExpiresAt.toISOString() : null,
    redirectUrl: pending ? attempt.redirectUrl : null,
    orderNumber: attempt.orderNumber,
    moneyReturn: attempt.moneyReturn,
    failure:
      attempt.failureCode === null
        ? null
        : {
            code: code.success ? code.data : paymentErrorCodes[0],
            reason: reason.success ? reason.data : 'processing_failed',
            providerMessage: attempt.providerMessage,
          },
  });
}
