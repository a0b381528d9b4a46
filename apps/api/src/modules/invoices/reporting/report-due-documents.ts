import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { Clock } from '../../../platform/clock.ts';
import { systemRepeatEvery, type RepeatEvery } from '../../../platform/repeat-every.ts';
import {
  createTaxDocumentRepository,
  findDocumentsDueForReporting,
  type TaxDocumentRecord,
} from '../documents/tax-document-repository.ts';
import { ReportingUnavailableError, type ZatcaReportingPort } from './zatca-reporting-port.ts';

/** What the reporting worker needs, injected so tests drive it with their clock and port. */
export interface ReportingContext {
  db: Db;
  clock: Clock;
  reporting: ZatcaReportingPort;
  log?: FastifyBaseLogger;
}

/** ZATCA's deadline: a simplified invoice is reported within 24 hours of its issue. */
export const reportingDeadlineMs = 24 * 60 * 60_000;
/** How long a claimed document is left to its worker before another may try it. */
const claimLeaseMs = 2 * 60_000;
/** How many documents one round reports at most. */
const reportingBatch = 50;
/** The first retry's wait; each next one doubles it, up to {@link longestRetryMs}. */
const firstRetryMs = 60_000;
const longestRetryMs = 60 * 60_000;

/**
 * How long to wait after the `attempts`th failed attempt: 1, 2, 4, … minutes, at most an hour —
 * some twenty tries inside ZATCA's 24 hours, most of them early, when a short outage is likely.
 *
 * @example
 * retryDelayMs(3); // 240_000
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempts - 1), longestRetryMs);
}

/** Reports one claimed document and records the answer; answers the stored document. */
async function reportOne(
  context: ReportingContext,
  document: TaxDocumentRecord,
): Promise<TaxDocumentRecord> {
  const documents = createTaxDocumentRepository(context.db, document.tenantId);
  const attempts = document.reportingAttempts + 1;
  try {
    // Outside any transaction: a slow ZATCA holds no lock (docs/decisions/0021).
    const answer = await context.reporting.report({
      uuid: document.id,
      hash: document.hash,
      xml: document.xml,
      counter: document.counter,
    });
    const now = context.clock.now();
    return await documents.recordReporting(document.id, {
      reportingStatus: answer.outcome,
      reportingAttempts: attempts,
      reportingLastAttemptAt: now,
      reportingMessage: answer.message,
      reportingNextAttemptAt: null,
    });
  } catch (error) {
    if (!(error instanceof ReportingUnavailableError)) throw error;
    const now = context.clock.now();
    const late = now.getTime() - document.issuedAt.getTime() >= reportingDeadlineMs;
    context.log?.[late ? 'error' : 'warn'](
      { err: error, documentId: document.id, tenantId: document.tenantId, attempts },
      late
        ? 'A tax document is still not reported 24 hours after its issue; trying again'
        : 'Reporting a tax document failed; trying again later',
    );
    return documents.recordReporting(document.id, {
      reportingStatus: 'queued',
      reportingAttempts: attempts,
      reportingLastAttemptAt: now,
      reportingMessage: late
        ? `${error.message} Not reported within 24 hours of issue; still trying.`
        : `${error.message} Trying again.`,
      reportingNextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
    });
  }
}

/**
 * One round of the reporting worker over every tenant: each queued document whose next attempt
 * is due is claimed (so two instances never report it at once), reported through the port, and
 * its answer stored — `reported` or `rejected` end its reporting; ZATCA unavailable keeps it
 * queued with the attempt counted and the next one backed off ({@link retryDelayMs}), past the 24
 * hours too (logged as an error). Answers how many documents got a final answer; a failure of one
 * is logged and left for the next round.
 *
 * @example
 * await reportDueDocuments({ db, clock, reporting: sandboxZatcaReporting, log: app.log });
 */
export async function reportDueDocuments(context: ReportingContext): Promise<number> {
  const now = context.clock.now();
  let answered = 0;
  for (const due of await findDocumentsDueForReporting(context.db, now, reportingBatch)) {
    const documents = createTaxDocumentRepository(context.db, due.tenantId);
    if (due.reportingNextAttemptAt === null) continue;
    const leaseUntil = new Date(now.getTime() + claimLeaseMs);
    if (!(await documents.claimForReporting(due.id, due.reportingNextAttemptAt, leaseUntil))) {
      continue;
    }
    try {
      const stored = await reportOne(context, due);
      if (stored.reportingStatus !== 'queued') answered += 1;
    } catch (error) {
      context.log?.error({ err: error, documentId: due.id }, 'Reporting a tax document failed');
    }
  }
  return answered;
}

/** How often the worker looks for documents due. */
export const reportingIntervalMs = 30_000;

/**
 * Runs {@link reportDueDocuments} every {@link reportingIntervalMs}, failures logged, until the
 * returned function is called. The app starts it when ready and stops it when it closes (app.ts).
 *
 * @example
 * const stop = startReporting({ db: app.db, clock, reporting, log: app.log });
 */
export function startReporting(
  context: ReportingContext,
  repeatEvery: RepeatEvery = systemRepeatEvery,
): () => void {
  let running = false;
  return repeatEvery(reportingIntervalMs, () => {
    // One round at a time: a slow ZATCA must not pile rounds up.
    if (running) return;
    running = true;
    void reportDueDocuments(context)
      .catch((error: unknown) => {
        context.log?.error({ err: error }, 'Reporting tax documents failed');
      })
      .finally(() => {
        running = false;
      });
  });
}
