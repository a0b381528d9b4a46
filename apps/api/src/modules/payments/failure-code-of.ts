import type { PaymentErrorCode, PaymentFailureReason } from '@storefront/contracts';

const codeOfReason: Readonly<Record<PaymentFailureReason, PaymentErrorCode>> = {
  declined: 'PAYMENT_DECLINED',
  insufficient_funds: 'PAYMENT_DECLINED',
  rejected: 'PAYMENT_DECLINED',
  authentication_failed: 'AUTHENTICATION_FAILED',
  cancelled: 'USER_CANCELLED',
  expired: 'PAYMENT_PROCESSING_FAILED',
  hold_lapsed: 'PAYMENT_PROCESSING_FAILED',
  amount_mismatch: 'PAYMENT_PROCESSING_FAILED',
  processing_failed: 'PAYMENT_PROCESSING_FAILED',
};

/**
 * The spec error code (docs/product/errors.md) of a failure reason: declined, insufficient funds
 * and rejected are `PAYMENT_DECLINED`, a failed 3-D Secure `AUTHENTICATION_FAILED`, a cancellation
 * `USER_CANCELLED`, the rest `PAYMENT_PROCESSING_FAILED`.
 *
 * @example
 * failureCodeOf('insufficient_funds'); // 'PAYMENT_DECLINED'
 */
export function failureCodeOf(reason: PaymentFailureReason): PaymentErrorCode {
  return codeOfReason[reason];
}
