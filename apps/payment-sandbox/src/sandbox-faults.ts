import type { FastifyInstance } from 'fastify';
import type { RandomSource } from './sandbox-plugin-options.ts';

/**
 * Faults the sandbox can play, to show what a slow or failing provider does to the API: every
 * answer delayed by `delayMs`, and a share `errorRate` (0 to 1) of them a 503, as a provider's
 * outage answers (the API reads 5xx as `PROVIDER_UNAVAILABLE`).
 */
export interface SandboxFaults {
  delayMs: number;
  errorRate: number;
}

/** No faults: the sandbox answers at once and never fails on its own. */
export const noFaults: SandboxFaults = { delayMs: 0, errorRate: 0 };

/** Waits `ms` (injected, so tests of the faults run without waiting). */
export type Wait = (ms: number) => Promise<void>;

/** Parts per million: `random.int` draws integers. */
const scale = 1_000_000;

/**
 * Adds the faults to every answer of `app`: the delay first, then a draw from `random` that fails
 * the request with 503 for a share `errorRate` of them.
 *
 * @example
 * addSandboxFaults(app, { delayMs: 10_000, errorRate: 0.1 }, { random, wait });
 */
export function addSandboxFaults(
  app: FastifyInstance,
  faults: SandboxFaults,
  deps: { random: RandomSource; wait: Wait },
): void {
  if (faults.delayMs <= 0 && faults.errorRate <= 0) return;
  app.addHook('onRequest', async (_request, reply) => {
    if (faults.delayMs > 0) await deps.wait(faults.delayMs);
    if (faults.errorRate > 0 && deps.random.int(scale) < Math.round(faults.errorRate * scale)) {
      await reply
        .code(503)
        .send({ status: 'error', message: 'The provider is unavailable (sandbox fault)' });
    }
  });
}
