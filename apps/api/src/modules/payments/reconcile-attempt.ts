import {
  paymentProviderSchema,
  paymentMethodSchema,
  type Language,
  type PaymentFailureReason,
} from '@storefront/contracts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors/api-error.ts';
import type {
  ProviderPayment,
  SettlingProvider,
} from '../../payment-providers/payment-provider-ports.ts';
import { paymentProviderRegistry } from '../../payment-providers/provider-registry.ts';
import { createCartRepository } from '../carts/cart-repository.ts';
import { completeCartOrder } from '../orders/complete-cart-order.ts';
import { endAttempt } from './attempt-hold.ts';
import { failureCodeOf } from './failure-code-of.ts';
import { isProviderError } from './payment-errors.ts';
import type { PaymentContext } from './payment-context.ts';
import { paymentMessage } from './payment-messages.ts';
import {
  createPaymentAttemptRepository,
  type PaymentAttemptRecord,
} from './payment-attempt-repository.ts';

/** What a reconcile may do besides asking the provider. */
export interface ReconcileOptions {
  /** The shopper abandons the attempt: unless the provider says it is paid, it is cancelled. */
  cancel?: boolean;
  /**
   * The provider payment the browser made itself (Apple Pay), recorded when the attempt has none;
   * its reference must be the attempt's id (400 `INVALID_OPERATION` otherwise).
   */
  providerPaymentId?: string;
}

/** Amounts equal to the halala (numeric(12,2) against the provider's decimal). */
const sameAmount = (a: number, b: number) => Math.abs(a - b) <= 0.005;

/**
 * Settles an attempt from what its provider says, never from a redirect: under the attempt's row
 * lock (`FOR UPDATE`, so a return, a notification and a status poll racing settle it once), in
 * one transaction. A provider payment that is paid (or authorized, then captured/authorised) for
 * the attempt's amount, currency and reference completes the cart's order with the attempt's
 * method, keeping the places the attempt holds (or booking them again after a lapse; gone → refund,
 * `hold_lapsed`). A payment for anything else is refunded and fails `amount_mismatch`. A payment
 * the provider failed, cancelled or expired fails the attempt with the reason's code and frees its
 * places. A payment still pending keeps the attempt pending until the hold lapses (then `expired`)
 * or the shopper cancels. Settled attempts are answered as they are, except an expired or
 * cancelled one whose payment may still have gone through. 404 when the tenant has no such
 * attempt.
 *
 * @example
 * const attempt = await reconcileAttempt(context, tenantId, attemptId, 'en');
 */
export async function reconcileAttempt(
  context: PaymentContext,
  tenantId: string,
  attemptId: string,
  language: Language,
  options: ReconcileOptions = {},
): Promise<PaymentAttemptRecord> {
  return context.db.transaction(async (tx) => {
    const attempts = createPaymentAttemptRepository(tx, tenantId);
    let attempt = await attempts.lock(attemptId);
    if (!attempt) {
      throw new ApiError(404, 'NOT_FOUND', {
        message: paymentMessage('attemptNotFound', language),
      });
    }
    const provider = paymentProviderRegistry[
      paymentProviderSchema.parse(attempt.provider)
    ].settling(context.providers);
    if (options.providerPaymentId !== undefined && attempt.providerPaymentId === null) {
      attempt = await recordBrowserPayment(tx, context, attempt, provider, options, language);
    }
    const mayStillBePaid =
      attempt.status === 'pending' ||
      ((attempt.status === 'expired' || attempt.status === 'cancelled') &&
        attempt.providerPaymentId !== null);
    if (!mayStillBePaid) return attempt;
    return settle(tx, context, attempt, provider, language, options.cancel === true);
  });
}

async function recordBrowserPayment(
  tx: Db,
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
  provider: SettlingProvider,
  options: ReconcileOptions,
  language: Language,
): Promise<PaymentAttemptRecord> {
  const id = options.providerPaymentId ?? '';
  let payment: ProviderPayment;
  try {
    payment = await provider.fetchPayment(id);
  } catch (error) {
    if (!isProviderError(error)) throw error;
    throw new ApiError(400, 'INVALID_OPERATION', {
      message: paymentMessage('foreignPayment', language),
    });
  }
  if (payment.reference !== attempt.id) {
    throw new ApiError(400, 'INVALID_OPERATION', {
      message: paymentMessage('foreignPayment', language),
    });
  }
  return createPaymentAttemptRepository(tx, attempt.tenantId).update(
    attempt.id,
    { providerPaymentId: payment.providerPaymentId },
    context.clock.now(),
  );
}

async function settle(
  tx: Db,
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
  provider: SettlingProvider,
  language: Language,
  cancel: boolean,
): Promise<PaymentAttemptRecord> {
  const now = context.clock.now();
  let payment: ProviderPayment | null = null;
  if (attempt.providerPaymentId !== null) {
    try {
      payment = await provider.fetchPayment(attempt.providerPaymentId);
    } catch (error) {
      // Unreachable provider: nothing is decided from silence, except what the shopper asked.
      if (!isProviderError(error)) throw error;
      return stillPending(tx, context, attempt, cancel, now, error.message);
    }
  }
  if (payment === null || payment.status === 'pending') {
    return stillPending(tx, context, attempt, cancel, now, null);
  }
  if (
    payment.status === 'failed' ||
    payment.status === 'cancelled' ||
    payment.status === 'expired'
  ) {
    if (attempt.status !== 'pending') return attempt;
    const reason: PaymentFailureReason =
      payment.failureReason ?? (payment.status === 'cancelled' ? 'cancelled' : 'declined');
    return endAttempt(tx, context, attempt, {
      status: 'failed',
      code: failureCodeOf(reason),
      reason,
      providerMessage: payment.providerMessage,
    });
  }

  const matches =
    sameAmount(payment.amount, attempt.amount) &&
    payment.currency.toUpperCase() === attempt.currency.toUpperCase() &&
    payment.reference === attempt.id;
  if (!matches) {
    return refundAndFail(tx, context, attempt, provider, payment, 'amount_mismatch');
  }
  if (payment.status === 'authorized') {
    if (!provider.settleAuthorized) return stillPending(tx, context, attempt, cancel, now, null);
    try {
      await provider.settleAuthorized(payment.providerPaymentId, attempt.amount);
    } catch (error) {
      if (!isProviderError(error)) throw error;
      return stillPending(tx, context, attempt, false, now, error.message);
    }
  }
  return completeFromPayment(tx, context, attempt, provider, payment, language);
}

/** Nothing paid yet: pending, or cancelled on the shopper's word, or expired once the hold lapsed. */
async function stillPending(
  tx: Db,
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
  cancel: boolean,
  now: Date,
  providerMessage: string | null,
): Promise<PaymentAttemptRecord> {
  if (attempt.status !== 'pending') return attempt;
  if (cancel) {
    return endAttempt(tx, context, attempt, {
      status: 'cancelled',
      code: 'USER_CANCELLED',
      reason: 'cancelled',
      providerMessage,
    });
  }
  if (attempt.holdExpiresAt.getTime() <= now.getTime()) {
    return endAttempt(tx, context, attempt, {
      status: 'expired',
      code: failureCodeOf('hold_lapsed'),
      reason: 'hold_lapsed',
      providerMessage,
    });
  }
  return attempt;
}

/** A payment that cannot become this attempt's order: given back where the provider can. */
async function refundAndFail(
  tx: Db,
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
  provider: SettlingProvider,
  payment: ProviderPayment,
  reason: PaymentFailureReason,
): Promise<PaymentAttemptRecord> {
  let providerMessage = payment.providerMessage;
  if (payment.status === 'paid' && provider.refund) {
    try {
      await provider.refund(payment.providerPaymentId, payment.amount);
    } catch (error) {
      if (!isProviderError(error)) throw error;
      providerMessage = `Refund failed: ${error.message}`;
    }
  }
  return endAttempt(tx, context, attempt, {
    status: 'failed',
    code: failureCodeOf(reason),
    reason,
    providerMessage,
  });
}

async function completeFromPayment(
  tx: Db,
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
  provider: SettlingProvider,
  payment: ProviderPayment,
  language: Language,
): Promise<PaymentAttemptRecord> {
  const now = context.clock.now();
  const attempts = createPaymentAttemptRepository(tx, attempt.tenantId);
  const cart = await createCartRepository(tx, attempt.tenantId).lock(attempt.cartId);
  if (!cart) return refundAndFail(tx, context, attempt, provider, payment, 'processing_failed');
  if (cart.status === 'completed') {
    return attempts.update(
      attempt.id,
      { status: 'paid', holdsPlaces: 'kept', orderNumber: cart.orderNumber },
      now,
    );
  }
  // Changed after a lapsed hold: the money paid is not this cart's amount any more.
  if (cart.version !== attempt.cartVersion) {
    return refundAndFail(tx, context, attempt, provider, payment, 'hold_lapsed');
  }
  try {
    // A savepoint: a slot taken meanwhile (or a coupon used up) undoes only the completion.
    const completed = await tx.transaction((savepoint) =>
      completeCartOrder(savepoint, context, {
        tenantId: attempt.tenantId,
        language,
        cart,
        method: paymentMethodSchema.parse(attempt.method),
        now,
        placesHeld: attempt.holdsPlaces === 'held',
      }),
    );
    return await attempts.update(
      attempt.id,
      {
        status: 'paid',
        holdsPlaces: 'kept',
        orderNumber: completed.orderNumber,
        failureCode: null,
        failureReason: null,
      },
      now,
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refundAndFail(tx, context, attempt, provider, payment, 'hold_lapsed');
  }
}
