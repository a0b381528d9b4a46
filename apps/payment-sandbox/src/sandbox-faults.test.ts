import { describe, expect, it } from 'vitest';
import { buildPaymentSandbox } from './sandbox-app.ts';
import { sandboxKeys } from './sandbox-keys.ts';
import { sequentialRandom } from './testing/sequential-random.ts';
import { standingClock } from './testing/standing-clock.ts';

const tabbyAuth = { authorization: `Bearer ${sandboxKeys.tabby.secretKey}` };

async function sandboxWith(faults: { delayMs: number; errorRate: number }, draws: number[] = []) {
  const waits: number[] = [];
  const random = sequentialRandom();
  let draw = 0;
  const app = await buildPaymentSandbox({
    publicUrl: 'http://sandbox.test',
    fetch: () => Promise.reject(new Error('no network in this test')),
    clock: standingClock,
    random: { ...random, int: (max) => (draws[draw++] ?? 0) % max },
    faults,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { app, waits };
}

describe('sandbox faults', () => {
  it('delays every answer by the configured time', async () => {
    const { app, waits } = await sandboxWith({ delayMs: 10_000, errorRate: 0 });
    const answer = await app.inject({
      method: 'GET',
      url: '/tabby/api/v2/payments/none',
      headers: tabbyAuth,
    });
    expect(answer.statusCode).toBe(404);
    expect(waits).toEqual([10_000]);
    await app.close();
  });

  it('fails the configured share of answers with 503, after the delay', async () => {
    // Draws in parts per million: below 250 000 fails at a 25 % rate.
    const { app, waits } = await sandboxWith(
      { delayMs: 5, errorRate: 0.25 },
      [100_000, 900_000, 249_999, 250_000],
    );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await app.inject({
        method: 'GET',
        url: '/tabby/api/v2/payments/none',
        headers: tabbyAuth,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([503, 404, 503, 404]);
    expect(waits).toEqual([5, 5, 5, 5]);
    await app.close();
  });

  it('adds nothing without faults', async () => {
    const { app, waits } = await sandboxWith({ delayMs: 0, errorRate: 0 }, [0]);
    const answer = await app.inject({
      method: 'GET',
      url: '/tabby/api/v2/payments/none',
      headers: tabbyAuth,
    });
    expect(answer.statusCode).toBe(404);
    expect(waits).toEqual([]);
    await app.close();
  });
});
