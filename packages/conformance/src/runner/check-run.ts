import type { CheckGroup, CheckOutcome } from '../report/conformance-report.ts';
import { describeError, Mismatch, Skip } from './check-failure.ts';

/** A check's result as later checks see it: its value when it passed. */
export type Step<T> =
  { passed: true; value: T } | { passed: false; name: string; status: 'fail' | 'skip' };

type Values<Steps extends readonly Step<unknown>[]> = {
  [K in keyof Steps]: Steps[K] extends Step<infer V> ? V : never;
};

/** Runs one group's checks, each on its own, and records their outcomes. */
export interface GroupRun {
  /**
   * Runs a check: it passes when `body` resolves, fails on a {@link Mismatch} or any other error
   * (described), and is skipped on a {@link Skip}. Never throws, so one failure stops nothing else.
   */
  check<T>(name: string, body: () => T | Promise<T>): Promise<Step<T>>;
  /** Runs a check that needs earlier ones: skipped, naming them, unless they all passed. */
  after<const Steps extends readonly Step<unknown>[], T>(
    needs: Steps,
    name: string,
    body: (...values: Values<Steps>) => T | Promise<T>,
  ): Promise<Step<T>>;
  /** Records a check that cannot run, with the reason. */
  skip(name: string, reason: string): Step<never>;
}

/**
 * The outcomes of a run and a {@link GroupRun} per group that adds to them.
 *
 * @example
 * const run = createCheckRun();
 * const cart = await run.group('cart rules').check('creates a cart', () => carts.create(0));
 * run.outcomes; // [{ group: 'cart rules', name: 'creates a cart', status: 'pass', ... }]
 */
export function createCheckRun(now: () => number = () => performance.now()) {
  const outcomes: CheckOutcome[] = [];

  function group(groupName: CheckGroup): GroupRun {
    const record = (outcome: Omit<CheckOutcome, 'group'>) =>
      outcomes.push({ group: groupName, ...outcome });

    const skip = (name: string, reason: string): Step<never> => {
      record({ name, status: 'skip', reason, durationMs: 0 });
      return { passed: false, name, status: 'skip' };
    };

    async function check<T>(name: string, body: () => T | Promise<T>): Promise<Step<T>> {
      const started = now();
      const durationMs = () => Math.round(now() - started);
      try {
        const value = await body();
        record({ name, status: 'pass', durationMs: durationMs() });
        return { passed: true, value };
      } catch (error) {
        if (error instanceof Skip) {
          record({ name, status: 'skip', reason: error.reason, durationMs: durationMs() });
          return { passed: false, name, status: 'skip' };
        }
        const mismatch = error instanceof Mismatch;
        record({
          name,
          status: 'fail',
          expected: mismatch ? error.expected : 'an answer as the contract documents it',
          actual: mismatch ? error.actual : describeError(error),
          durationMs: durationMs(),
        });
        return { passed: false, name, status: 'fail' };
      }
    }

    return {
      check,
      skip,
      after(needs, name, body) {
        // The first unmet need is named: its own line says why it did not pass.
        const unmet = needs.find((step) => !step.passed);
        if (unmet && !unmet.passed) {
          const how = unmet.status === 'skip' ? 'was skipped' : 'failed';
          return Promise.resolve(skip(name, `needs "${unmet.name}", which ${how}`));
        }
        const values = needs.map((step) => (step.passed ? step.value : undefined));
        return check(name, () => body(...(values as Values<typeof needs>)));
      },
    };
  }

  return { outcomes, group };
}

export type CheckRun = ReturnType<typeof createCheckRun>;
