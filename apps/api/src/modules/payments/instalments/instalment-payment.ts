import type {
  InstalmentSessionRequest,
  TabbyEligibility,
  TabbyEligibilityRequest,
  TabbySession,
  TamaraSession,
} from '@storefront/contracts';
import type { CartCaller } from '../../carts/cart-caller.ts';
import { cartOf, loadCartState } from '../../carts/reads/load-cart-state.ts';
import { endPendingAttempt } from '../attempts/attempt-hold.ts';
import { instalmentOrderOf } from './instalment-order-of.ts';
import { holdEndOf } from '../card/moyasar-payment.ts';
import { openProviderPayment } from '../attempts/open-provider-payment.ts';
import { isProviderError, providerApiError } from '../payment-errors.ts';
import type { PaymentContext } from '../payment-context.ts';
import { settingsOffering } from '../payment-settings.ts';
import { attemptReturnUrl } from '../provider-return/return-url.ts';
import { findPayableCart, startAttempt } from '../attempts/start-attempt.ts';

/** The provider's redirects: our return route, the outcome named for the logs only. */
function merchantUrlsOf(context: PaymentContext, attemptId: string) {
  return {
    success: attemptReturnUrl(context.publicUrl, attemptId, 'success'),
    cancel: attemptReturnUrl(context.publicUrl, attemptId, 'cancel'),
    failure: attemptReturnUrl(context.publicUrl, attemptId, 'failure'),
  };
}

/**
 * `POST /api/app/tabby/test-customer-eligibility`: tabby's pre-scoring, its documented way — a
 * checkout for the cart with the customer's phone; a rejection is `isEligible: false` with tabby's
 * reason. No attempt is made and nothing is held.
 *
 * @example
 * const { isEligible } = await testTabbyEligibility(context, caller, { cartId });
 */
export async function testTabbyEligibility(
  context: PaymentContext,
  caller: CartCaller,
  request: TabbyEligibilityRequest,
): Promise<TabbyEligibility> {
  const settings = await settingsOffering(context, caller.tenantId, 'tabby', null, caller.language);
  const cart = await findPayableCart(context, caller, request.cartId);
  const state = await loadCartState(context.db, caller.tenantId, cart, context.clock.now());
  const wire = cartOf(state, caller.language);
  const order = await instalmentOrderOf(context, cart, {
    referenceId: cart.id,
    amount: wire.amountToBePaid,
    currency: settings.currency,
    brandName: settings.brandName,
    language: caller.language,
  });
  try {
    const checkout = await context.providers.tabby.createCheckout(order, {
      success: context.publicUrl,
      cancel: context.publicUrl,
      failure: context.publicUrl,
    });
    return checkout.status === 'rejected'
      ? { isEligible: false, rejectionReason: checkout.rejectionReason }
      : { isEligible: true, rejectionReason: null };
  } catch (error) {
    if (isProviderError(error)) throw providerApiError(error);
    throw error;
  }
}

/**
 * What both instalment sessions start with: the provider offered in the settings, the attempt
 * (created, or found again by its key) and the cart as the provider's order for its amount.
 */
async function startInstalmentAttempt(
  context: PaymentContext,
  caller: CartCaller,
  request: InstalmentSessionRequest,
  idempotencyKey: string,
  provider: 'tabby' | 'tamara',
) {
  const settings = await settingsOffering(
    context,
    caller.tenantId,
    provider,
    null,
    caller.language,
  );
  const started = await startAttempt(context, caller, {
    cartId: request.cartId,
    idempotencyKey,
    provider,
    method: provider,
    returnUrl: request.successUrl,
    errorReturnUrl: request.failureUrl,
  });
  const cart = await findPayableCart(context, caller, request.cartId);
  const order = await instalmentOrderOf(context, cart, {
    referenceId: started.id,
    amount: started.amount,
    currency: started.currency,
    brandName: settings.brandName,
    language: caller.language,
  });
  return { started, order };
}

/**
 * `POST /api/app/tabby/session`: the attempt (created, or found again by its key) and tabby's
 * hosted page. A pre-scoring rejection fails the attempt (hold freed) and answers 400
 * `TABBY_NOT_ELIGIBLE`; a session without a page 502 `TABBY_SESSION_CREATION_FAILED`.
 *
 * @example
 * const session = await startTabbySession(context, caller, body, idempotencyKey);
 */
export async function startTabbySession(
  context: PaymentContext,
  caller: CartCaller,
  request: InstalmentSessionRequest,
  idempotencyKey: string,
): Promise<TabbySession> {
  const { started, order } = await startInstalmentAttempt(
    context,
    caller,
    request,
    idempotencyKey,
    'tabby',
  );
  const attempt = await openProviderPayment(context, started, caller.language, async (pending) => {
    const checkout = await context.providers.tabby.createCheckout(
      order,
      merchantUrlsOf(context, pending.id),
    );
    if (checkout.status === 'rejected') {
      return {
        ending: {
          code: 'TABBY_NOT_ELIGIBLE',
          reason: 'rejected',
          providerMessage: checkout.rejectionReason,
        },
        errorStatus: 400,
      };
    }
    if (checkout.webUrl === null) {
      return {
        ending: { code: 'TABBY_SESSION_CREATION_FAILED', reason: 'processing_failed' },
        errorStatus: 502,
      };
    }
    return {
      changes: {
        providerPaymentId: checkout.providerPaymentId,
        providerSessionId: checkout.sessionId,
        redirectUrl: checkout.webUrl,
      },
    };
  });
  return {
    attemptId: attempt.id,
    holdExpiresAt: holdEndOf(attempt),
    sessionId: attempt.providerSessionId ?? '',
    paymentId: attempt.providerPaymentId ?? '',
    webUrl: attempt.redirectUrl,
  };
}

/**
 * `POST /api/app/tamara/cart-session`: the attempt (created, or found again by its key) and
 * tamara's checkout, its notifications sent to our notification route. Without a checkout URL the
 * answer has `checkoutUrl: null` and the attempt fails `TAMARA_NO_REDIRECT_URL` (hold freed).
 *
 * @example
 * const session = await startTamaraSession(context, caller, body, idempotencyKey);
 */
export async function startTamaraSession(
  context: PaymentContext,
  caller: CartCaller,
  request: InstalmentSessionRequest,
  idempotencyKey: string,
): Promise<TamaraSession> {
  const { started, order } = await startInstalmentAttempt(
    context,
    caller,
    request,
    idempotencyKey,
    'tamara',
  );
  let attempt = await openProviderPayment(context, started, caller.language, async (pending) => {
    const checkout = await context.providers.tamara.createCheckout(order, {
      ...merchantUrlsOf(context, pending.id),
      notification: `${context.publicUrl}/api/app/payment/tamara/notification`,
    });
    return {
      changes: {
        providerPaymentId: checkout.providerPaymentId,
        providerSessionId: checkout.checkoutId,
        redirectUrl: checkout.checkoutUrl,
      },
    };
  });
  if (attempt.status === 'pending' && attempt.redirectUrl === null) {
    attempt = await endPendingAttempt(context, attempt, {
      status: 'failed',
      code: 'TAMARA_NO_REDIRECT_URL',
      reason: 'processing_failed',
    });
  }
  return {
    attemptId: attempt.id,
    holdExpiresAt: holdEndOf(attempt),
    orderId: attempt.providerPaymentId ?? '',
    checkoutUrl: attempt.status === 'pending' ? attempt.redirectUrl : null,
  };
}
