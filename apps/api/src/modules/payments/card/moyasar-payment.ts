import {
  type CartPayment,
  type MoyasarPayRequest,
  type MoyasarSession,
  type MoyasarSessionRequest,
} from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';
import type { CartCaller } from '../../carts/cart-caller.ts';
import { failureCodeOf } from '../payment-errors.ts';
import { openProviderPayment } from '../attempts/open-provider-payment.ts';
import { findOwnAttempt } from '../attempts/own-attempt.ts';
import type { PaymentContext } from '../payment-context.ts';
import { paymentMessage } from '../payment-messages.ts';
import type { PaymentAttemptRecord } from '../attempts/payment-attempt-repository.ts';
import { settingsOffering } from '../payment-settings.ts';
import { reconcileAttempt } from '../provider-return/reconcile-attempt.ts';
import { attemptReturnUrl } from '../provider-return/return-url.ts';
import { startAttempt } from '../attempts/start-attempt.ts';

/** The hold's end while the attempt is pending. */
export const holdEndOf = (attempt: PaymentAttemptRecord): string | null =>
  attempt.status === 'pending' ? attempt.holdExpiresAt.toISOString() : null;

/**
 * `POST /payment/moyasar/session`: the attempt (created, or found again by its key) and what the
 * browser needs to make a card token or an Apple Pay payment: the publishable key, the provider's
 * API root, the amount in halalas, the description, our return route as callback, the attempt as
 * metadata and Apple Pay's merchant. Apple Pay needs the tenant to offer it; mada and visa need a
 * card method offered and cards taken by this provider (400 `INVALID_OPERATION` otherwise).
 *
 * @example
 * const session = await startMoyasarSession(context, caller, body, idempotencyKey);
 */
export async function startMoyasarSession(
  context: PaymentContext,
  caller: CartCaller,
  request: MoyasarSessionRequest,
  idempotencyKey: string,
): Promise<MoyasarSession> {
  const settings = await settingsOffering(
    context,
    caller.tenantId,
    request.method,
    request.method === 'applepay' ? null : 'moyasar',
    caller.language,
  );
  const attempt = await startAttempt(context, caller, {
    cartId: request.cartId,
    idempotencyKey,
    provider: 'moyasar',
    method: request.method,
    returnUrl: request.callbackUrl,
    errorReturnUrl: null,
  });
  const port = context.providers.moyasar;
  return {
    attemptId: attempt.id,
    holdExpiresAt: holdEndOf(attempt),
    publishableApiKey: port.publishableKey,
    apiBaseUrl: port.browserBaseUrl,
    amount: Math.round(attempt.amount * 100),
    currency: attempt.currency,
    description: `${settings.brandName} – ${attempt.cartId}`,
    callbackUrl: attemptReturnUrl(context.publicUrl, attempt.id),
    metadata: { attemptId: attempt.id, cartId: attempt.cartId },
    applePay: {
      merchantName: settings.brandName,
      countryCode: 'SA',
      supportedNetworks: ['mada', 'visa', 'masterCard'],
    },
  };
}

/**
 * `POST /payment/moyasar/pay`: pays the caller's attempt with the browser's card token, once: the
 * attempt's id is the provider's `given_id`, and an attempt that already has its payment answers
 * it again. The answer is where the shopper finishes 3-D Secure. A payment the provider refuses at
 * once fails the attempt (hold freed) and answers 402 with the reason's code (`PAYMENT_DECLINED`,
 * `AUTHENTICATION_FAILED`, …); one paid at once completes the order and points at our return route.
 *
 * @example
 * const payment = await payMoyasarAttempt(context, caller, { attemptId, token });
 */
export async function payMoyasarAttempt(
  context: PaymentContext,
  caller: CartCaller,
  request: MoyasarPayRequest,
): Promise<CartPayment> {
  const own = await findOwnAttempt(context, caller, request.attemptId);
  if (own.provider !== 'moyasar') {
    throw new ApiError(400, 'INVALID_OPERATION', {
      message: paymentMessage('methodUnavailable', caller.language),
    });
  }
  const callbackUrl = attemptReturnUrl(context.publicUrl, own.id);
  let attempt = await openProviderPayment(context, own, caller.language, async (pending) => {
    const payment = await context.providers.moyasar.payWithToken({
      givenId: pending.id,
      amount: pending.amount,
      currency: pending.currency,
      description: `Cart ${pending.cartId}`,
      callbackUrl,
      token: request.token,
      metadata: { attemptId: pending.id, cartId: pending.cartId },
    });
    const refused =
      payment.status === 'failed' || payment.status === 'cancelled' || payment.status === 'expired';
    if (payment.transactionUrl === null && refused) {
      const reason = payment.failureReason ?? 'declined';
      return {
        ending: { code: failureCodeOf(reason), reason, providerMessage: payment.providerMessage },
        errorStatus: 402,
      };
    }
    return {
      changes: {
        providerPaymentId: payment.providerPaymentId,
        redirectUrl: payment.transactionUrl,
      },
    };
  });
  if (attempt.status === 'pending' && attempt.redirectUrl === null) {
    // Paid without 3-D Secure: settled now, from the provider's own record.
    attempt = await reconcileAttempt(context, caller.tenantId, attempt.id, caller.language);
  }
  return {
    attemptId: attempt.id,
    holdExpiresAt: holdEndOf(attempt),
    paymentId: attempt.providerPaymentId ?? '',
    paymentUrl: attempt.redirectUrl ?? callbackUrl,
  };
}
