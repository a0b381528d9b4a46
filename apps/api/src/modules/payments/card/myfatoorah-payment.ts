import type {
  CartPayment,
  ExecuteCartPaymentQuery,
  InitiatePaymentSessionQuery,
  PaymentMethod,
  PaymentSession,
} from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';
import type { CartCaller } from '../../carts/cart-caller.ts';
import { createSettingsRepository } from '../../tenants/settings-repository.ts';
import { holdEndOf } from './moyasar-payment.ts';
import { openProviderPayment } from '../attempts/open-provider-payment.ts';
import { isProviderError, providerApiError } from '../payment-errors.ts';
import type { PaymentContext } from '../payment-context.ts';
import { paymentMessage } from '../payment-messages.ts';
import { settingsOffering } from '../payment-settings.ts';
import { assertAllowedReturnUrl, attemptReturnUrl } from '../provider-return/return-url.ts';
import { findPayableCart, startAttempt } from '../attempts/start-attempt.ts';

/**
 * The card method an attempt of the session-style provider records: the card's brand is chosen in
 * the provider's embedded form, out of our sight, so `visa` stands for the card unless the tenant
 * offers only `mada`.
 */
function cardMethodOf(methods: readonly PaymentMethod[]): PaymentMethod | null {
  if (methods.includes('visa')) return 'visa';
  if (methods.includes('mada')) return 'mada';
  return null;
}

/** The tenant's card method, when its cards go through this provider (400 otherwise). */
async function cardSettings(context: PaymentContext, caller: CartCaller) {
  const settings = await createSettingsRepository(context.db, caller.tenantId).find();
  const method = cardMethodOf(settings?.paymentMethods ?? []);
  if (method === null) {
    throw new ApiError(400, 'INVALID_OPERATION', {
      message: paymentMessage('methodUnavailable', caller.language),
    });
  }
  await settingsOffering(context, caller.tenantId, method, 'myfatoorah', caller.language);
  return method;
}

/**
 * `POST /api/app/payment/initiate-session/{customerId}`: a session of the provider's embedded card
 * form for the signed-in customer (403 for another customer id), when the tenant's cards go
 * through this provider (400 otherwise).
 *
 * @example
 * const session = await initiateCardSession(context, caller, customerId, query);
 */
export async function initiateCardSession(
  context: PaymentContext,
  caller: CartCaller,
  customerId: string,
  query: InitiatePaymentSessionQuery,
): Promise<PaymentSession> {
  if (!caller.customer) {
    throw new ApiError(401, 'UNAUTHORIZED', { headers: { 'www-authenticate': 'Bearer' } });
  }
  if (caller.customer.customerId !== customerId) {
    throw new ApiError(403, 'FORBIDDEN', {
      message: paymentMessage('notYourCustomer', caller.language),
    });
  }
  assertAllowedReturnUrl(context, 'callbackUrl', query.callbackUrl, caller.language);
  await cardSettings(context, caller);
  const port = context.providers.myfatoorah;
  try {
    const session = await port.initiateSession({ customerIdentifier: customerId });
    return { ...session, scriptUrl: port.scriptUrl };
  } catch (error) {
    if (isProviderError(error)) throw providerApiError(error);
    throw error;
  }
}

/**
 * `POST /api/app/payment/execute-cart-payment`: the attempt (created, or found again by its key)
 * paid through the card session, once: `ExecutePayment` with our return route as callback and
 * error URL and the attempt as customer reference. The answer is the provider's payment page
 * (3-D Secure). The same attempt again answers the same page.
 *
 * @example
 * const payment = await executeCartPayment(context, caller, query, idempotencyKey);
 */
export async function executeCartPayment(
  context: PaymentContext,
  caller: CartCaller,
  query: ExecuteCartPaymentQuery,
  idempotencyKey: string,
): Promise<CartPayment> {
  const method = await cardSettings(context, caller);
  const started = await startAttempt(context, caller, {
    cartId: query.cartId,
    idempotencyKey,
    provider: 'myfatoorah',
    method,
    returnUrl: query.callbackUrl,
    errorReturnUrl: query.errorCallbackUrl,
  });
  const cart = await findPayableCart(context, caller, query.cartId);
  const returnUrl = attemptReturnUrl(context.publicUrl, started.id);
  const attempt = await openProviderPayment(context, started, caller.language, async (pending) => {
    const payment = await context.providers.myfatoorah.executePayment({
      sessionId: query.sessionId,
      amount: pending.amount,
      currency: pending.currency,
      callbackUrl: returnUrl,
      errorUrl: returnUrl,
      reference: pending.id,
      customerName: cart.customerName ?? '',
      language: caller.language,
    });
    return {
      changes: {
        providerPaymentId: payment.providerPaymentId,
        providerSessionId: query.sessionId,
        redirectUrl: payment.paymentUrl,
      },
    };
  });
  return {
    attemptId: attempt.id,
    holdExpiresAt: holdEndOf(attempt),
    paymentId: attempt.providerPaymentId ?? '',
    paymentUrl: attempt.redirectUrl ?? returnUrl,
  };
}
