import type { FastifyBaseLogger } from 'fastify';
import type { PaymentContext } from './payment-context.ts';
import { findLapsedAttempts } from './payment-attempt-repository.ts';
import { reconcileAttempt } from './reconcile-attempt.ts';

/** How many lapsed attempts one sweep settles at most. */
const sweepBatch = 100;

/**
 * Settles the pending attempts of every tenant whose hold lapsed: each is asked about at its
 * provider first (a payment that went through completes its order), otherwise it expires and its
 * places are freed. Answers how many were settled. Failures of one attempt are logged and leave
 * it for the next sweep.
 *
 * @example
 * await sweepLapsedAttempts(context, app.log);
 */
export async function sweepLapsedAttempts(
  context: PaymentContext,
  log?: FastifyBaseLogger,
): Promise<number> {
  const lapsed = await findLapsedAttempts(context.db, context.clock.now(), sweepBatch);
  let settled = 0;
  for (const { id, tenantId } of lapsed) {
    try {
      const attempt = await reconcileAttempt(context, tenantId, id, 'en');
      if (attempt.status !== 'pending') settled += 1;
    } catch (error) {
      log?.error({ err: error, attemptId: id }, 'Settling a lapsed payment attempt failed');
    }
  }
  return settled;
}

/** How often the sweeper runs. */
export const sweepIntervalMs = 30_000;
