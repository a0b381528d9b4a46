import type { Db } from '../../../db/database.ts';
import { createCartRepository } from '../../carts/cart-repository.ts';
import { releaseCartPlaces } from '../../carts/places/hold-cart-places.ts';
import type { PaymentContext } from '../payment-context.ts';
import {
  createPaymentAttemptRepository,
  type PaymentAttemptChanges,
  type PaymentAttemptRecord,
} from './payment-attempt-repository.ts';

/** How an attempt ends without an order. */
export interface AttemptEnding {
  status: 'failed' | 'cancelled' | 'expired';
  code: NonNullable<PaymentAttemptRecord['failureCode']>;
  reason: NonNullable<PaymentAttemptRecord['failureReason']>;
  providerMessage?: string | null;
  /** Money was taken (paid or authorised) and must be given back: `returnAttemptMoney` does it. */
  moneyReturn?: 'due';
}

/**
 * Ends a locked attempt inside `tx` without an order: frees the places it holds (each reservation
 * line's booking, each price's stock: the cart cannot have changed while the hold lasted) and
 * records the status, code and reason.
 *
 * @example
 * await endAttempt(tx, context, attempt, { status: 'failed', code: 'PAYMENT_DECLINED', reason: 'declined' });
 */
export async function endAttempt(
  tx: Db,
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
  ending: AttemptEnding,
): Promise<PaymentAttemptRecord> {
  const changes: PaymentAttemptChanges = {
    status: ending.status,
    failureCode: ending.code,
    failureReason: ending.reason,
    providerMessage: ending.providerMessage ?? attempt.providerMessage,
    providerCallAt: null,
    ...(ending.moneyReturn ? { moneyReturn: ending.moneyReturn } : {}),
  };
  if (attempt.holdsPlaces === 'held') {
    const items = await createCartRepository(tx, attempt.tenantId).items(attempt.cartId);
    await releaseCartPlaces(tx, context.catalog, attempt.tenantId, items);
    changes.holdsPlaces = 'released';
  }
  return createPaymentAttemptRepository(tx, attempt.tenantId).update(
    attempt.id,
    changes,
    context.clock.now(),
  );
}

/**
 * {@link endAttempt} in its own transaction under the attempt's row lock, when it is still
 * pending (a settled attempt is answered as it is).
 *
 * @example
 * await endPendingAttempt(context, attempt, { status: 'failed', code: 'TAMARA_NO_REDIRECT_URL', reason: 'processing_failed' });
 */
export function endPendingAttempt(
  context: PaymentContext,
  attempt: PaymentAttemptRecord,
  ending: AttemptEnding,
): Promise<PaymentAttemptRecord> {
  return context.db.transaction(async (tx) => {
    const locked = await createPaymentAttemptRepository(tx, attempt.tenantId).lock(attempt.id);
    if (!locked || locked.status !== 'pending') return locked ?? attempt;
    return endAttempt(tx, context, locked, ending);
  });
}
