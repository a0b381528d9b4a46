import { setTimeout as sleep } from 'node:timers/promises';
import type { Language } from '@storefront/contracts';
import { ApiError } from '../../../errors/api-error.ts';
import type { PaymentProviderError } from '../../../payment-providers/payment-provider-ports.ts';
import { endAttempt, type AttemptEnding } from './attempt-hold.ts';
import { attemptFailureError, isProviderError, providerApiError } from '../payment-errors.ts';
import type { PaymentContext } from '../payment-context.ts';
import { paymentMessage } from '../payment-messages.ts';
import {
  createPaymentAttemptRepository,
  type PaymentAttemptChanges,
  type PaymentAttemptRecord,
  isStaleCall,
  providerCallStaleMs,
} from './payment-attempt-repository.ts';
import { reconcileAttempt } from '../provider-return/reconcile-attempt.ts';

/** What the provider call made: the attempt's new fields, or an ending it calls for. */
export type ProviderOpening =
  | { changes: PaymentAttemptChanges }
  | { ending: Omit<AttemptEnding, 'status'>; errorStatus: number };

/** How often a request waiting for another's provider call looks at the attempt again. */
const waitPollMs = 200;

type Claim =
  | { kind: 'made'; attempt: PaymentAttemptRecord }
  | { kind: 'busy' }
  | { kind: 'claimed'; attempt: PaymentAttemptRecord };

/**
 * Makes the attempt's one provider payment (or session), with NO transaction open during the
 * provider call (docs/decisions/0021), in three steps:
 * 1. under the attempt's row lock, a short transaction claims the call (`provider_call_at`) when
 *    the attempt is pending without a provider payment and no other call is out. A double click or
 *    a concurrent request with the same key finds a call out and waits (polling, no connection
 *    held) until it is recorded; a call left behind by a crash is taken over once stale, the
 *    provider's idempotency (Moyasar's `given_id`) answering the payment the first call made.
 * 2. `open` calls the provider.
 * 3. under the lock again, its changes are stored and the claim cleared; a provider error fails
 *    the attempt and frees its hold, then answers the error's code (502/503/400); an ending `open`
 *    returns fails it the same way, answering `errorStatus` with its code. A payment made for an
 *    attempt that ended meanwhile (its hold swept) is still recorded, then settled: an order if it
 *    can, otherwise the money goes back.
 * An attempt that already has its payment is answered as it is (never a second payment); one
 * already failed answers 409 with its failure.
 *
 * @example
 * const attempt = await openProviderPayment(context, started, 'ar', async (attempt) => ({ changes: { providerPaymentId } }));
 */
export async function openProviderPayment(
  context: PaymentContext,
  started: PaymentAttemptRecord,
  language: Language,
  open: (attempt: PaymentAttemptRecord) => Promise<ProviderOpening>,
): Promise<PaymentAttemptRecord> {
  const claimed = await claimProviderCall(context, started, language);
  if (claimed.kind === 'made') return answer(claimed.attempt, 409);

  let opening: ProviderOpening | null = null;
  let failure: PaymentProviderError | null = null;
  try {
    opening = await open(claimed.attempt);
  } catch (error) {
    // Anything else (a bug, the process dying) leaves the claim to be taken over once stale.
    if (!isProviderError(error)) throw error;
    failure = error;
  }

  const outcome = await context.db.transaction(async (tx) => {
    const attempts = createPaymentAttemptRepository(tx, started.tenantId);
    const attempt = (await attempts.lock(started.id)) ?? claimed.attempt;
    const open = attempt.status === 'pending' && attempt.providerPaymentId === null;
    if (failure) {
      if (!open) return { attempt, errorStatus: 409, late: false };
      const failed = await endAttempt(tx, context, attempt, {
        status: 'failed',
        code: failure.code,
        reason: 'processing_failed',
        providerMessage: failure.message,
      });
      return { attempt: failed, errorStatus: 0, late: false };
    }
    if (opening === null) throw new Error('The provider call made nothing');
    if ('ending' in opening) {
      if (!open) return { attempt, errorStatus: 409, late: false };
      const failed = await endAttempt(tx, context, attempt, {
        ...opening.ending,
        status: 'failed',
      });
      return { attempt: failed, errorStatus: opening.errorStatus, late: false };
    }
    if (attempt.providerPaymentId !== null) return { attempt, errorStatus: 409, late: false };
    const changed = await attempts.update(
      attempt.id,
      { ...opening.changes, providerCallAt: null },
      context.clock.now(),
    );
    return { attempt: changed, errorStatus: 409, late: attempt.status !== 'pending' };
  });
  if (failure && outcome.errorStatus === 0) throw providerApiError(failure);
  if (outcome.late) {
    const settled = await reconcileAttempt(context, started.tenantId, started.id, language);
    return answer(settled, 409);
  }
  return answer(outcome.attempt, outcome.errorStatus);
}

function answer(attempt: PaymentAttemptRecord, errorStatus: number): PaymentAttemptRecord {
  if (attempt.status !== 'pending' && attempt.status !== 'paid') {
    throw attemptFailureError(attempt, errorStatus);
  }
  return attempt;
}

/**
 * Claims the attempt's provider call, or finds its payment made, waiting while another request's
 * call is out. The wait is real time (it paces polls, never decides anything); staleness is
 * judged by the injected clock. 409 `CONFLICT` if the other call is still out after the wait.
 */
async function claimProviderCall(
  context: PaymentContext,
  started: PaymentAttemptRecord,
  language: Language,
): Promise<Exclude<Claim, { kind: 'busy' }>> {
  const polls = Math.ceil(providerCallStaleMs / waitPollMs);
  for (let poll = 0; poll <= polls; poll += 1) {
    const claim = await context.db.transaction(async (tx): Promise<Claim> => {
      const attempts = createPaymentAttemptRepository(tx, started.tenantId);
      const attempt = (await attempts.lock(started.id)) ?? started;
      if (attempt.status !== 'pending' || attempt.providerPaymentId !== null) {
        return { kind: 'made', attempt };
      }
      const now = context.clock.now();
      if (attempt.providerCallAt !== null && !isStaleCall(attempt, now)) return { kind: 'busy' };
      return {
        kind: 'claimed',
        attempt: await attempts.update(attempt.id, { providerCallAt: now }, now),
      };
    });
    if (claim.kind !== 'busy') return claim;
    await sleep(waitPollMs);
  }
  throw new ApiError(409, 'CONFLICT', {
    message: paymentMessage('paymentInProgressElsewhere', language),
  });
}
