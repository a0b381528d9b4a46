import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../../testing/sign-in.ts';
import { seededItems } from '../../carts/testing/cart-routes.ts';
import { placeOrder } from '../../customers/testing/place-order.ts';
import { taxDocumentsOf } from '../testing/order-invoices.ts';
import {
  reportDueDocuments,
  reportingIntervalMs,
  retryDelayMs,
  startReporting,
} from './report-due-documents.ts';
import { sandboxZatcaReporting } from './sandbox-zatca-reporting.ts';
import {
  ReportingUnavailableError,
  type ReportableDocument,
  type ZatcaReportingPort,
} from './zatca-reporting-port.ts';

/** ZATCA unreachable for the first `failures` reports, then the sandbox's answers; counts calls. */
function flakyReporting(failures: number) {
  const calls: ReportableDocument[] = [];
  const port: ZatcaReportingPort = {
    target: 'flaky',
    async report(document) {
      calls.push(document);
      if (calls.length <= failures) throw new ReportingUnavailableError('ZATCA answered 503.');
      return sandboxZatcaReporting.report(document);
    },
  };
  return { port, calls };
}

describe('reportDueDocuments (the reporting worker)', () => {
  let test: TestApp;
  let sara: SignedIn;
  beforeEach(async () => {
    test = await buildTestApp();
    sara = await signIn(test.app, 'demo', '0512300801');
  }, 60_000);
  afterEach(() => test.close());

  const round = (reporting: ZatcaReportingPort) =>
    reportDueDocuments({ db: test.database.db, clock: test.clock, reporting });

  it('retries with backoff while ZATCA is unavailable, then records it reported', async () => {
    const { cartId } = await placeOrder(test.app, sara, [seededItems.coffee250g()]);
    const flaky = flakyReporting(2);

    expect(await round(flaky.port)).toBe(0);
    let { invoice } = await taxDocumentsOf(test.app, sara, cartId);
    expect(invoice.reporting).toEqual({
      status: 'queued',
      attempts: 1,
      lastAttemptAt: test.clock.now().toISOString(),
      message: 'ZATCA answered 503. Trying again.',
    });
    // Not due again before its backoff.
    test.clock.advance(retryDelayMs(1) - 1);
    expect(await round(flaky.port)).toBe(0);
    expect(flaky.calls).toHaveLength(1);

    test.clock.advance(1);
    expect(await round(flaky.port)).toBe(0);
    test.clock.advance(retryDelayMs(2));
    expect(await round(flaky.port)).toBe(1);
    ({ invoice } = await taxDocumentsOf(test.app, sara, cartId));
    expect(invoice.reporting).toEqual({
      status: 'reported',
      attempts: 3,
      lastAttemptAt: test.clock.now().toISOString(),
      message: 'Reported to the sandbox stand-in (not to ZATCA).',
    });
    expect(flaky.calls.map((call) => call.uuid)).toEqual(Array(3).fill(invoice.uuid));
    expect(flaky.calls[0]).toMatchObject({ hash: invoice.hash, counter: invoice.counter });
    // Reported documents are never sent again.
    test.clock.advance(retryDelayMs(10));
    await round(flaky.port);
    expect(flaky.calls).toHaveLength(3);
  });

  it('records a rejection in ZATCA’s words and stops trying', async () => {
    const { cartId } = await placeOrder(test.app, sara, [seededItems.coffee250g()]);
    const { invoice } = await taxDocumentsOf(test.app, sara, cartId);
    await test.database.db
      .update(taxDocuments)
      .set({ hash: 'not a hash' })
      .where(eq(taxDocuments.id, invoice.uuid));
    expect(await round(sandboxZatcaReporting)).toBe(1);
    const after = await taxDocumentsOf(test.app, sara, cartId);
    expect(after.invoice.reporting).toMatchObject({
      status: 'rejected',
      attempts: 1,
      message: 'The invoice hash is not a Base64 SHA-256 digest.',
    });
  });

  it('says so when a document is still not reported 24 hours after its issue', async () => {
    const { cartId } = await placeOrder(test.app, sara, [seededItems.coffee250g()]);
    const { invoice } = await taxDocumentsOf(test.app, sara, cartId);
    const down = flakyReporting(Number.POSITIVE_INFINITY);
    // The shopper's token has lapsed a day later: read the stored row.
    test.clock.advance(24 * 60 * 60_000);
    await round(down.port);
    const [stored] = await test.database.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.id, invoice.uuid));
    expect(stored).toMatchObject({
      reportingStatus: 'queued',
      reportingAttempts: 1,
      reportingMessage: 'ZATCA answered 503. Not reported within 24 hours of issue; still trying.',
      reportingNextAttemptAt: new Date(test.clock.now().getTime() + retryDelayMs(1)),
    });
  });

  it('reports each document once when two workers run at once (two instances)', async () => {
    await placeOrder(test.app, sara, [seededItems.coffee250g()]);
    await placeOrder(test.app, sara, [seededItems.pen()]);
    const counted = flakyReporting(0);
    const answered = await Promise.all([round(counted.port), round(counted.port)]);
    expect(answered[0] + answered[1]).toBe(2);
    expect(new Set(counted.calls.map((call) => call.uuid)).size).toBe(2);
    expect(counted.calls).toHaveLength(2);
  });
});

describe('startReporting', () => {
  it('runs a round every interval, never two at once, until stopped', async () => {
    const test = await buildTestApp();
    try {
      const sara = await signIn(test.app, 'demo', '0512300802');
      await placeOrder(test.app, sara, [seededItems.coffee250g()]);
      let tick = () => {};
      let stopped = false;
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const calls: string[] = [];
      const slow: ZatcaReportingPort = {
        target: 'slow',
        async report(document) {
          calls.push(document.uuid);
          await held;
          return sandboxZatcaReporting.report(document);
        },
      };
      const stop = startReporting(
        { db: test.database.db, clock: test.clock, reporting: slow },
        (ms, onTick) => {
          expect(ms).toBe(reportingIntervalMs);
          tick = onTick;
          return () => {
            stopped = true;
          };
        },
      );
      tick();
      await expect.poll(() => calls.length).toBe(1);
      // A tick while the round waits on ZATCA starts no second round.
      tick();
      release();
      await expect
        .poll(async () => {
          const [row] = await test.database.db.select().from(taxDocuments);
          return row?.reportingStatus;
        })
        .toBe('reported');
      expect(calls).toHaveLength(1);
      stop();
      expect(stopped).toBe(true);
    } finally {
      await test.close();
    }
  });
});

describe('retryDelayMs', () => {
  it('doubles from a minute up to an hour', () => {
    expect([1, 2, 3, 4, 6, 7, 20].map(retryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 480_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});
