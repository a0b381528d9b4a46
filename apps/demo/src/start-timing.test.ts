import { describe, expect, it } from 'vitest';
import { formatStartTime, startTiming } from './start-timing.ts';

describe('start timing', () => {
  it('prints one readable line, a skipped step by its note', () => {
    expect(
      formatStartTime(1930, [
        { name: 'load', ms: 610 },
        { name: 'database', ms: 820 },
        { name: 'migrations', ms: 4, note: 'skipped' },
        { name: 'seed', ms: 120, note: 'skipped' },
      ]),
    ).toBe(
      'Started in 1.9 s: load 0.6 s · database 0.8 s · migrations skipped · seed 0.1 s (skipped)',
    );
  });

  it('times each phase on the given clock, from the process start', async () => {
    let now = 500;
    const timing = startTiming(() => now);
    await timing.phase('database', () => {
      now += 800;
      return Promise.resolve('current');
    });
    await timing.phase(
      'migrations',
      () => Promise.resolve('current'),
      (outcome) => (outcome === 'current' ? 'skipped' : undefined),
    );
    now += 100;
    timing.record({ name: 'seed', ms: 100 });
    expect(timing.summary()).toBe(
      'Started in 1.4 s: load 0.5 s · database 0.8 s · migrations skipped · seed 0.1 s',
    );
  });
});
