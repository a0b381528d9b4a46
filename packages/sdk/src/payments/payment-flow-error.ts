import type { PaymentErrorCode, PaymentFlowErrorShape } from './payment-flow-types.ts';

/** What a {@link PaymentFlowError} is made of besides its code. */
export interface PaymentFlowErrorInit {
  /** For developers and logs; the checkout shows the code's own message. */
  message?: string;
  fieldErrors?: Readonly<Record<string, readonly string[]>>;
  cause?: unknown;
}

/**
 * A browser payment step failed (card token, Apple Pay, the session provider's script). Its
 * `code` is one of docs/product/errors.md's payment codes; `fieldErrors` holds the provider's
 * complaints per card field for a `VALIDATION_ERROR`.
 *
 * @example
 * throw new PaymentFlowError('VALIDATION_ERROR', { fieldErrors: { number: ['is invalid'] } });
 */
export class PaymentFlowError extends Error implements PaymentFlowErrorShape {
  override readonly name = 'PaymentFlowError';
  readonly code: PaymentErrorCode;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;

  constructor(code: PaymentErrorCode, init: PaymentFlowErrorInit = {}) {
    super(init.message ?? code, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = code;
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

/**
 * Whether `error` is a {@link PaymentFlowError}.
 *
 * @example if (isPaymentFlowError(error) && error.code === 'USER_CANCELLED') return;
 */
export function isPaymentFlowError(error: unknown): error is PaymentFlowError {
  return error instanceof PaymentFlowError;
}
