import { errorMessage, paymentErrorCodes, type PaymentErrorCode } from '@storefront/contracts';
import { ApiError } from '@storefront/sdk';
import { errorText } from '../../lib/error-text.ts';

const paymentCodes: ReadonlySet<string> = new Set(paymentErrorCodes);

function paymentCodeOf(error: unknown): PaymentErrorCode | null {
  if (error instanceof ApiError || typeof error !== 'object' || error === null) return null;
  const code = 'code' in error ? error.code : null;
  return typeof code === 'string' && paymentCodes.has(code) ? (code as PaymentErrorCode) : null;
}

/**
 * The text of an online payment's failure in the page's language: a payment step's code (the
 * browser's own failures, `TAMARA_NO_REDIRECT_URL`, a declined attempt) gives its catalogue
 * message; an API answer keeps the server's message (already in the page language).
 *
 * @example
 * paymentErrorText(new OnlinePaymentError('TAMARA_NO_REDIRECT_URL'), 'en');
 */
export function paymentErrorText(error: unknown, language: string): string {
  const code = paymentCodeOf(error);
  return code === null ? errorText(error, language) : errorMessage(code, language);
}
