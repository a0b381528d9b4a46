import {
  paymentProviderSchema,
  paymentMethodSchema,
  type Language,
  type PaymentFailureReason,
} from '@storefront/contracts';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../errors/api-error.ts';
import type {
  ProviderPayment,
  SettlingProvider,
} from '../../../payment-providers/payment-provider-ports.ts';
import { paymentProviderRegistry } from '../../../payment-providers/provider-registry.ts';
import { createCartRepository } from '../../carts/cart-repository.ts';
import { completeCartOrder } from '../../orders/complete-cart-order.ts';
import { endAttempt } from '../attempts/attempt-hold.ts';
import { failureCodeOf, isProviderError } from '../payment-errors.ts';
import type { PaymentContext } from '../payment-context.ts';
import { paymentMessage } from '../payment-messages.ts';
import {
  isStaleCall,
  createPaymentAttemptRepository,
  type PaymentAttemptRecord,
} from '../attempts/payment-attempt-repository.ts';
import { returnAttemptMoney } from './return-attempt-money.ts';

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

/** Whether a stored attempt may still turn into an order when asked about. */
const mayStillBePaid = (attempt: PaymentAttemptRecord) =>
  attempt.status === 'pending' ||
  ((attempt.status === 'expired' || attempt.status === 'cancelled') &&
    attempt.providerPaymentId !== null);

/** What the provider said, asked outside any transaction. */
interface ProviderAnswer {
  /** The payment, or null when there is none yet or the provider could not be reached. */
  payment: ProviderPayment | null;
  /** Why the provider could not be asked (or could not capture), for the record. */
  unreachable: string | null;
}

/**
 * Settles an attempt from what its provider says, never from a redirect. The provider is asked
 * (and an authorised payment captured/authorised) OUTSIDE any transaction, so a slow provider
 * holds no database connection (docs/decisions/0021); then, under the attempt's row lock
 * (`FOR UPDATE`, so a return, a notification and a status poll racing settle it once), the
 * decision is made on the row as it is then. A provider payment that is paid (or authorized,
 * then captured/authorised) for the attempt's amount, currency and reference completes the
 * cart's order with the attempt's method, keeping the places the attempt holds (or booking them
 * again after a lapse). A payment that cannot become the order (another amount: `amount_mismatch`;
 * the cart changed or its slot taken after a lapse: `hold_lapsed`) fails the attempt with its
 * money due back, and the money is then given back (refunded or voided,
 * {@link returnAttemptMoney}). A payment the provider failed, cancelled or expired fails the
 * attempt with the reason's code and frees its places. A payment still pending keeps the attempt
 * pending until the hold lapses (then `expired`) or the shopper cancels. A payment whose call's
 * answer was lost (a crash) is found by its reference where the provider can. Settled attempts
 * are answered as they are, except an expired or cancelled one whose payment may still have gone
 * through. 404 when the tenant has no such attempt.
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
  let attempt = await createPaymentAttemptRepository(context.db, tenantId).find(attemptId);
  if (!attempt) {
    throw new ApiError(404, 'NOT_FOUND', {
      message: paymentMessage('attemptNotFound', language),
    });
  }
  const provider = paymentProviderRegistry[paymentProviderSchema.parse(attempt.provider)].settling(
    context.providers,
  );
  if (options.providerPaymentId !== undefined && attempt.providerPaymentId === null) {
    attempt = await recordBrowserPayment(
      context,
      attempt,
      provider,
      options.providerPaymentId,
      language,
    );
  }
  if (attempt.providerPaymentId === null)
    attempt = await recoverLostPayment(context, attempt, provider);
  if (!mayStillBePaid(attempt)) return returnAttemptMoney(context, attempt);

  const answer = await askProvider(attempt, provider, await mayComplete(context, attempt));
  const settled = await context.db.transaction(async (tx) => {
    const locked = await createPaymentAttemptRepository(tx, tenantId).lock(attempt.id);
    if (!locked) return attempt;
    // Changed while the provider was asked (another settlement, a recorded payment): decided
    // again only when the answer is about the payment it now has.
    if (!mayStillBePaid(locked) || locked.providerPaymentId !== attempt.providerPaymentId) {
      return locked;
    }
    return decide(tx, context, locked, answer, language, options.cancel === true);
  });
  return returnAttemptMoney(context, settled);
}

/** The provider's payment of the attempt, an authorised one captured/authorised when it matches. */
async function askProvider(
  attempt: PaymentAttemptRecord,
  provider: SettlingProvider,
  capture: boolean,
): Promise<ProviderAnswer> {
  if (attempt.providerPaymentId === null) return { payment: null, unreachable: null };
  let payment: ProviderPayment;
  try {
    payment = await provider.fetchPayment(attempt.providerPaymentId);
  } catch (error) {
    // Unreachable provider: nothing is decided from silence, except what the shopper asked.
    if (!isProviderError(error)) throw error;
    return { payment: null, unreachable: error.message };
  }
  const settleAuthorized = capture ? provider.settleAuthorized : null;
  if (payment.status !== 'authorized' || !settleAuthorized || !matches(attempt, payment)) {
    return { payment, unreachable: null };
  }
  try {
    await settleAuthorized(payment.providerPaymentId, attempt.amount);
  } catch (error) {
    if (!isProviderError(error)) throw error;
    return { payment, unreachable: error.message };
  }
  return { payment: { ...payment, status: 'paid' }, unreachable: null };
}

/**
 * Whether the attempt's cart can still become its order (pending, unchanged): an authorised
 * payment is captured only then, so one that cannot is voided instead of captured and refunded.
 * Read without a lock: the decision under the lock checks again.
 */
async function mayComplete(
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
): Promise<boolean> {
  const cart = await createCartRepository(context.db, attempt.tenantId).find(attempt.cartId);
  return cart !== null && cart.status !== 'completed' && cart.version === attempt.cartVersion;
}

function matches(attempt: PaymentAttemptRecord, payment: ProviderPayment): boolean {
  return (
    sameAmount(payment.amount, attempt.amount) &&
    payment.currency.toUpperCase() === attempt.currency.toUpperCase() &&
    payment.reference === attempt.id
  );
}

/**
 * A payment made by a provider call whose answer was lost (a crash between the call and
 * recording it, docs/decisions/0021): once the call is stale, the provider is asked for a payment
 * with the attempt as its reference, and one found is recorded.
 */
async function recoverLostPayment(
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
  provider: SettlingProvider,
): Promise<PaymentAttemptRecord> {
  if (!provider.findByReference || !isStaleCall(attempt, context.clock.now())) return attempt;
  let found: ProviderPayment | null;
  try {
    found = await provider.findByReference(attempt.id);
  } catch (error) {
    if (!isProviderError(error)) throw error;
    return attempt;
  }
  if (found === null) return attempt;
  const providerPaymentId = found.providerPaymentId;
  return context.db.transaction(async (tx) => {
    const attempts = createPaymentAttemptRepository(tx, attempt.tenantId);
    const locked = await attempts.lock(attempt.id);
    if (!locked || locked.providerPaymentId !== null) return locked ?? attempt;
    context.log?.warn(
      { attemptId: attempt.id, providerPaymentId },
      'Recorded a provider payment whose call was cut off',
    );
    return attempts.update(
      attempt.id,
      { providerPaymentId, providerCallAt: null },
      context.clock.now(),
    );
  });
}

async function recordBrowserPayment(
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
  provider: SettlingProvider,
  providerPaymentId: string,
  language: Language,
): Promise<PaymentAttemptRecord> {
  let payment: ProviderPayment;
  try {
    payment = await provider.fetchPayment(providerPaymentId);
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
  return context.db.transaction(async (tx) => {
    const attempts = createPaymentAttemptRepository(tx, attempt.tenantId);
    const locked = await attempts.lock(attempt.id);
    if (!locked || locked.providerPaymentId !== null) return locked ?? attempt;
    return attempts.update(
      attempt.id,
      { providerPaymentId: payment.providerPaymentId },
      context.clock.now(),
    );
  });
}

/** The settlement, decided under the attempt's row lock from the provider's answer. */
async function decide(
  tx: Db,
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
  answer: ProviderAnswer,
  language: Language,
  cancel: boolean,
): Promise<PaymentAttemptRecord> {
  const now = context.clock.now();
  const { payment } = answer;
  if (payment === null || payment.status === 'pending') {
    return stillPending(tx, context, attempt, cancel, now, answer.unreachable);
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
  if (!matches(attempt, payment)) {
    return failWithMoneyDue(tx, context, attempt, payment, 'amount_mismatch');
  }
  if (payment.status === 'authorized') {
    // Not captured: the cart cannot become this order any more (voided), or the capture failed or
    // the provider has none (pending; never cancelled on a failed capture).
    const cart = await createCartRepository(tx, attempt.tenantId).lock(attempt.cartId);
    if (cart?.status === 'completed' || cart?.version !== attempt.cartVersion) {
      return failWithMoneyDue(tx, context, attempt, payment, 'hold_lapsed');
    }
    const unreached = answer.unreachable;
    return stillPending(tx, context, attempt, cancel && unreached === null, now, unreached);
  }
  return completeFromPayment(tx, context, attempt, payment, language);
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

/**
 * A payment that cannot become this attempt's order: the attempt fails, and money the provider
 * took (paid or authorised) is due back; it is given back after the transaction.
 */
async function failWithMoneyDue(
  tx: Db,
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
  payment: ProviderPayment,
  reason: PaymentFailureReason,
): Promise<PaymentAttemptRecord> {
  const taken = payment.status === 'paid' || payment.status === 'authorized';
  return endAttempt(tx, context, attempt, {
    status: 'failed',
    code: failureCodeOf(reason),
    reason,
    providerMessage: payment.providerMessage,
    ...(taken ? { moneyReturn: 'due' as const } : {}),
  });
}

async function completeFromPayment(
  tx: Db,
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
  payment: ProviderPayment,
  language: Language,
): Promise<PaymentAttemptRecord> {
  const now = context.clock.now();
  const attempts = createPaymentAttemptRepository(tx, attempt.tenantId);
  const cart = await createCartRepository(tx, attempt.tenantId).lock(attempt.cartId);
  if (!cart) return failWithMoneyDue(tx, context, attempt, payment, 'processing_failed');
  // Completed by another payment (this attempt's would be paid already): not this money's order.
  if (cart.status === 'completed') {
    return failWithMoneyDue(tx, context, attempt, payment, 'hold_lapsed');
  }
  // Changed after a lapsed hold: the money paid is not this cart's amount any more.
  if (cart.version !== attempt.cartVersion) {
    return failWithMoneyDue(tx, context, attempt, payment, 'hold_lapsed');
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
    return failWithMoneyDue(tx, context, attempt, payment, 'hold_lapsed');
  }
}
