import type { Db } from '../../db/database.ts';
import { endAttempt, type AttemptEnding } from './attempt-hold.ts';
import { attemptFailureError, isProviderError, providerApiError } from './payment-errors.ts';
import type { PaymentContext } from './payment-context.ts';
import {
  createPaymentAttemptRepository,
  type PaymentAttemptChanges,
  type PaymentAttemptRecord,
} from './payment-attempt-repository.ts';

/** What the provider call made: the attempt's new fields, or an ending it calls for. */
export type ProviderOpening =
  | { changes: PaymentAttemptChanges }
  | { ending: Omit<AttemptEnding, 'status'>; errorStatus: number };

/**
 * Makes the attempt's one provider payment (or session): under the attempt's row lock, so a
 * double click or a concurrent request with the same key waits and then finds it made. `open` is
 * called only while the attempt is pending without a provider payment; its changes are stored. An
 * attempt that already has one is answered as it is (never a second payment). A provider error
 * fails the attempt and frees its hold, then answers the error's code (502/503/400); an ending
 * `open` returns fails it the same way, answering `errorStatus` with its code. An attempt already
 * failed answers 409 with its failure.
 *
 * @example
 * const attempt = await openProviderPayment(context, started, async (attempt) => ({ changes: { providerPaymentId } }));
 */
export async function openProviderPayment(
  context: PaymentContext,
  started: PaymentAttemptRecord,
  open: (attempt: PaymentAttemptRecord, tx: Db) => Promise<ProviderOpening>,
): Promise<PaymentAttemptRecord> {
  const outcome = await context.db.transaction(async (tx) => {
    const attempts = createPaymentAttemptRepository(tx, started.tenantId);
    const attempt = (await attempts.lock(started.id)) ?? started;
    if (attempt.status !== 'pending' || attempt.providerPaymentId !== null) {
      return { attempt, error: null, errorStatus: 409 };
    }
    let opening: ProviderOpening;
    try {
      opening = await open(attempt, tx);
    } catch (error) {
      if (!isProviderError(error)) throw error;
      const failed = await endAttempt(tx, context, attempt, {
        status: 'failed',
        code: error.code,
        reason: 'processing_failed',
        providerMessage: error.message,
      });
      return { attempt: failed, error, errorStatus: 0 };
    }
    if ('ending' in opening) {
      const failed = await endAttempt(tx, context, attempt, {
        ...opening.ending,
        status: 'failed',
      });
      return { attempt: failed, error: null, errorStatus: opening.errorStatus };
    }
    const changed = await attempts.update(attempt.id, opening.changes, context.clock.now());
    return { attempt: changed, error: null, errorStatus: 409 };
  });
  if (outcome.error) throw providerApiError(outcome.error);
  if (outcome.attempt.status !== 'pending' && outcome.attempt.status !== 'paid') {
    throw attemptFailureError(outcome.attempt, outcome.errorStatus);
  }
  return outcome.attempt;
}
