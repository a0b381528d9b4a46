import type { ErrorCode, PaymentErrorCode, PaymentFailureReason } from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';
import { PaymentProviderError } from '../../payment-providers/payment-provider-ports.ts';
import type { PaymentAttemptRecord } from './attempts/payment-attempt-repository.ts';

/**
 * The answer to a provider call that failed: 502 for `PROVIDER_UNAVAILABLE` and
 * `INVALID_RESPONSE` (the provider's fault, retryable), 503 `CONFIGURATION_ERROR` (our keys), 400
 * for the provider's refusals. The message is the code's, in the request's language.
 *
 * @example
 * throw providerApiError(error);
 */
export function providerApiError(error: PaymentProviderError): ApiError {
  const status =
    error.code === 'PROVIDER_UNAVAILABLE' || error.code === 'INVALID_RESPONSE'
      ? 502
      : error.code === 'CONFIGURATION_ERROR'
        ? 503
        : 400;
  return new ApiError(status, error.code);
}

/**
 * The answer for an attempt that ended without being paid: its failure code (the code's bilingual
 * message), `status` 409 when it is found again, 402 when a payment was just refused.
 *
 * @example
 * throw attemptFailureError(attempt, 409);
 */
export function attemptFailureError(attempt: PaymentAttemptRecord, status: number): ApiError {
  const code = (attempt.failureCode ?? 'PAYMENT_PROCESSING_FAILED') as ErrorCode;
  return new ApiError(status, code, { details: attempt.failureReason });
}

/** True when `error` is a provider's failure (not a fault of ours). */
export function isProviderError(error: unknown): error is PaymentProviderError {
  return error instanceof PaymentProviderError;
}

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
