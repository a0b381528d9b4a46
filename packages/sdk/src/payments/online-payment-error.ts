import type { PaymentErrorCode, PaymentFailureReason } from '@storefront/contracts';

/**
 * An online payment that ended without an order, by its docs/product/errors.md code (shown with its
 * bilingual message) and, when the provider said why, the attempt's failure reason.
 */
export class OnlinePaymentError extends Error {
  override readonly name = 'OnlinePaymentError';

  constructor(
    readonly code: PaymentErrorCode,
    readonly reason: PaymentFailureReason | null = null,
  ) {
    super(code);
  }
}
