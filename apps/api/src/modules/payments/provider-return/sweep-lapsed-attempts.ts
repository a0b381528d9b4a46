import type { FastifyBaseLogger } from 'fastify';
import { systemRepeatEvery, type RepeatEvery } from '../../../platform/repeat-every.ts';
import type { PaymentContext } from '../payment-context.ts';
import {
  createPaymentAttemptRepository,
  findEndedWithPayment,
  findLapsedAttempts,
  findMoneyReturnsDue,
  touchAttempt,
} from '../attempts/payment-attempt-repository.ts';
import { reconcileAttempt } from './reconcile-attempt.ts';
import { returnAttemptMoney } from './return-attempt-money.ts';

/** How many attempts one sweep handles at most, of each kind. */
const sweepBatch = 100;
/** How long after it started an ended attempt's payment is still watched for a late payment. */
const latePaymentWindowMs = 24 * 60 * 60_000;
/** How often an ended attempt's payment is asked about again. */
const latePaymentRecheckMs = 10 * 60_000;

/**
 * The sweeper's rounds over every tenant's attempts: (1) pending attempts whose hold lapsed are
 * asked about at their provider (a payment that went through completes its order), otherwise they
 * expire and their places are freed; (2) attempts that ended (expired, cancelled) with a provider
 * payment are asked again for a day, every 10 minutes: one the shopper paid late becomes the
 * order if its places are still free, otherwise its money is given back; (3) money still due back
 * (a provider that could not be reached) is given back. Answers how many attempts were settled
 * or had their money given back. Failures of one attempt are logged and leave it for the next
 * sweep.
 *
 * @example
 * await sweepLapsedAttempts(context, app.log);
 */
export async function sweepLapsedAttempts(
  context: PaymentContext,
  log?: FastifyBaseLogger,
): Promise<number> {
  const now = context.clock.now();
  let settled = 0;
  const each = async (
    found: { id: string; tenantId: string }[],
    step: (id: string, tenantId: string) => Promise<boolean>,
  ) => {
    for (const { id, tenantId } of found) {
      try {
        if (await step(id, tenantId)) settled += 1;
      } catch (error) {
        log?.error({ err: error, attemptId: id }, 'Sweeping a payment attempt failed');
      }
    }
  };
  await each(await findLapsedAttempts(context.db, now, sweepBatch), async (id, tenantId) => {
    const attempt = await reconcileAttempt(context, tenantId, id, 'en');
    return attempt.status !== 'pending';
  });
  const late = await findEndedWithPayment(
    context.db,
    new Date(now.getTime() - latePaymentWindowMs),
    new Date(now.getTime() - latePaymentRecheckMs),
    sweepBatch,
  );
  await each(late, async (id, tenantId) => {
    const attempt = await reconcileAttempt(context, tenantId, id, 'en');
    if (attempt.status === 'expired' || attempt.status === 'cancelled') {
      await touchAttempt(context.db, tenantId, id, now);
      return false;
    }
    return true;
  });
  await each(await findMoneyReturnsDue(context.db, sweepBatch), async (id, tenantId) => {
    const attempt = await createPaymentAttemptRepository(context.db, tenantId).find(id);
    if (!attempt) return false;
    return (await returnAttemptMoney(context, attempt)).moneyReturn !== 'due';
  });
  return settled;
}

/** How often the sweeper runs. */
export const sweepIntervalMs = 30_000;

/**
 * Runs {@link sweepLapsedAttempts} every {@link sweepIntervalMs}, failures logged, until the
 * returned function is called. The app starts it when ready and stops it when it closes (app.ts).
 *
 * @example
 * const stop = startSweeping(paymentContextOf(app), app.log);
 */
export function startSweeping(
  context: PaymentContext,
  log: FastifyBaseLogger,
  repeatEvery: RepeatEvery = systemRepeatEvery,
): () => void {
  return repeatEvery(sweepIntervalMs, () => {
    void sweepLapsedAttempts(context, log).catch((error: unknown) => {
      log.error({ err: error }, 'Sweeping lapsed payment attempts failed');
    });
  });
}
