import { paymentReturnParam, type Language } from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';
import type { PaymentContext } from '../payment-context.ts';
import { paymentMessage } from '../payment-messages.ts';

/**
 * Refuses a checkout URL the shopper would be sent back to unless its origin is the API's own or
 * one of the CORS origins (an open redirect otherwise): 400 `VALIDATION_ERROR` naming `field`.
 *
 * @example
 * assertAllowedReturnUrl(context, 'callbackUrl', query.callbackUrl, 'en');
 */
export function assertAllowedReturnUrl(
  context: PaymentContext,
  field: string,
  url: string,
  language: Language,
): void {
  let origin: string | null;
  try {
    origin = new URL(url).origin;
  } catch {
    origin = null;
  }
  if (origin !== null && context.allowedReturnOrigins.includes(origin)) return;
  const message = paymentMessage('returnUrlNotAllowed', language);
  throw new ApiError(400, 'VALIDATION_ERROR', {
    message,
    validationErrors: [{ message, members: [field] }],
  });
}

/**
 * Our return route for an attempt: where every provider sends the shopper back (and the paid
 * answer's `paymentUrl` when nothing is left to do at the provider).
 *
 * @example
 * attemptReturnUrl('https://api.example', id); // 'https://api.example/api/app/payment/return/<id>'
 */
export function attemptReturnUrl(publicUrl: string, attemptId: string, outcome?: string): string {
  const url = `${publicUrl}/api/app/payment/return/${attemptId}`;
  return outcome === undefined ? url : `${url}?outcome=${outcome}`;
}

/**
 * The checkout URL with `paymentAttempt=<id>` added, its own query kept.
 *
 * @example
 * withAttemptParam('https://shop.example/checkout?cart=1', id); // '…?cart=1&paymentAttempt=<id>'
 */
export function withAttemptParam(url: string, attemptId: string): string {
  const target = new URL(url);
  target.searchParams.set(paymentReturnParam, attemptId);
  return target.toString();
}
