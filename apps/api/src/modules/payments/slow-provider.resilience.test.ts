import type { Cart, TabbySession } from '@storefront/contracts';
import { buildPaymentSandbox, withSandboxFallback } from '@storefront/payment-sandbox';
import { isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../../testing/free-port.ts';
import { paymentAttempts } from '../../db/schema/index.ts';
import { systemClock } from '../../platform/clock.ts';
import { cryptoRandom } from '../../platform/random-source.ts';
import { createPaymentProviders } from '../../payment-providers/provider-registry.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { testConfig } from '../../testing/test-config.ts';
import { seededItems } from '../carts/testing/cart-routes.ts';
import { checkoutUrl, readyCart } from './testing/payments.ts';

const host = '127.0.0.1';
/** Every sandbox answer is this late: a provider having a bad day. */
const providerDelayMs = 10_000;
/** Shoppers paying through it at once. */
const payments = 50;
/** Cart reads per measurement, and how many run at once. */
const reads = 300;
const readConcurrency = 4;

/** The `share` quantile (0–1) of `samples`, nearest rank. */
function quantile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, rank)] ?? Number.NaN;
}

/**
 * A slow provider must not slow everyone else (docs/decisions/0021): with every answer of the
 * payment sandbox delayed 10 s and 50 tabby payments waiting on it, cart reads keep their pace
 * (p99 within 2× the unloaded p99). Real sockets: the API and the sandbox each listen on a port,
 * and the adapters and the readers use `fetch`. Before provider calls left the transactions, each
 * waiting payment held the attempt's transaction (and PGlite's one connection) for 10 s.
 */
describe('cart reads while a slow provider holds 50 payments', () => {
  let sandbox: FastifyInstance;
  let test: TestApp;
  let apiUrl: string;

  beforeAll(async () => {
    const sandboxPort = await freePort(host);
    const sandboxUrl = `http://${host}:${sandboxPort}`;
    sandbox = await buildPaymentSandbox({
      publicUrl: sandboxUrl,
      fetch: globalThis.fetch,
      clock: systemClock,
      random: cryptoRandom,
      faults: { delayMs: providerDelayMs, errorRate: 0 },
    });
    await sandbox.listen({ port: sandboxPort, host });
    test = await buildTestApp({
      paymentProviders: createPaymentProviders(
        withSandboxFallback(testConfig().payments, sandboxUrl),
        { fetch: globalThis.fetch },
      ),
    });
    apiUrl = await test.app.listen({ port: 0, host });
  }, 120_000);
  afterAll(async () => {
    await test.close();
    await sandbox.close();
  });

  /** Waits until `count` attempts have their provider call out. */
  async function callsOut(count: number) {
    const deadline = performance.now() + providerDelayMs;
    while (performance.now() < deadline) {
      const [row] = await test.database.db
        .select({ out: sql<number>`count(*)::int` })
        .from(paymentAttempts)
        .where(isNotNull(paymentAttempts.providerCallAt));
      if ((row?.out ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Fewer than ${count} provider calls were out within ${providerDelayMs} ms`);
  }

  /** Times `reads` GETs of the readers' carts, `readConcurrency` at a time. */
  async function timeCartReads(readers: { cart: Cart; headers: Record<string, string> }[]) {
    const timings: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < reads) {
        const reader = readers[next % readers.length];
        next += 1;
        if (!reader) continue;
        const started = performance.now();
        const answer = await fetch(`${apiUrl}/api/app/cart/${reader.cart.id}`, {
          headers: reader.headers,
        });
        await answer.arrayBuffer();
        timings.push(performance.now() - started);
        expect(answer.status).toBe(200);
      }
    };
    await Promise.all(Array.from({ length: readConcurrency }, worker));
    return { p50: quantile(timings, 0.5), p99: quantile(timings, 0.99), count: timings.length };
  }

  it('keeps GET cart p99 within 2x its unloaded p99', async () => {
    const readers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        readyCart(test, [seededItems.coffee250g()], { mobileNumber: `05129000${index}0` }),
      ),
    );
    const payers = [];
    for (let index = 0; index < payments; index += 1) {
      payers.push(
        await readyCart(test, [seededItems.coffee250g()], {
          mobileNumber: `0512910${String(index).padStart(3, '0')}`,
        }),
      );
    }
    await timeCartReads(readers); // warm-up: compiled paths, pooled sockets
    const unloaded = await timeCartReads(readers);

    const started = performance.now();
    const inFlight = payers.map(async ({ cart, headers }, index) => {
      const answer = await fetch(`${apiUrl}/api/app/tabby/session`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'idempotency-key': `slow-provider-${String(index).padStart(4, '0')}`,
        },
        body: JSON.stringify({
          cartId: cart.id,
          successUrl: checkoutUrl,
          cancelUrl: checkoutUrl,
          failureUrl: checkoutUrl,
        }),
      });
      return { status: answer.status, body: (await answer.json()) as TabbySession };
    });
    // Measured once every payment waits on the provider (attempt recorded, call out).
    await callsOut(payments);
    const allOut = performance.now();
    const loaded = await timeCartReads(readers);
    const loadedWithin = performance.now() - allOut;
    const sessions = await Promise.all(inFlight);
    const allDone = performance.now() - started;

    console.info(
      [
        `slow provider: every sandbox answer ${providerDelayMs} ms late, ${payments} tabby payments in flight`,
        `  GET cart unloaded: p50 ${unloaded.p50.toFixed(1)} ms, p99 ${unloaded.p99.toFixed(1)} ms (${unloaded.count} reads)`,
        `  all ${payments} provider calls out ${((allOut - started) / 1000).toFixed(1)} s after the payments started`,
        `  GET cart loaded:   p50 ${loaded.p50.toFixed(1)} ms, p99 ${loaded.p99.toFixed(1)} ms (${loaded.count} reads in ${(loadedWithin / 1000).toFixed(1)} s, every payment waiting)`,
        `  p99 ratio: ${(loaded.p99 / unloaded.p99).toFixed(2)}x (limit 2x); payments answered after ${(allDone / 1000).toFixed(1)} s`,
      ].join('\n'),
    );
    // Measured while every payment was still waiting on the provider.
    expect(loadedWithin).toBeLessThan(providerDelayMs);
    expect(sessions.map((session) => session.status)).toEqual(Array(payments).fill(200));
    expect(sessions.every((session) => session.body.webUrl?.startsWith('http'))).toBe(true);
    expect(loaded.p99).toBeLessThanOrEqual(2 * unloaded.p99);
  });
});
