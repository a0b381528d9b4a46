import type { Clock } from '../platform/clock.ts';

/** The instant every test app starts at (after the seeded EXPIRED coupon's end). */
export const testEpoch = new Date('2030-01-15T09:00:00.000Z');

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  set(instant: Date | string): void;
  advance(ms: number): void;
}

/**
 * A test clock starting at `start`.
 *
 * @example
 * const clock = createTestClock();
 * clock.advance(5 * 60_000 + 1); // the code has expired
 */
export function createTestClock(start: Date = testEpoch): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = new Date(instant).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
