import { ApiError } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import { Mismatch, Skip } from './check-failure.ts';
import { createCheckRun } from './check-run.ts';

describe('createCheckRun', () => {
  it('records passes, mismatches, other errors and skips, and never throws', async () => {
    const run = createCheckRun(() => 0);
    const group = run.group('cart rules');

    const passed = await group.check('passes', () => 42);
    const mismatched = await group.check('mismatches', () => {
      throw new Mismatch('totalAmount 115', 'totalAmount 116');
    });
    await group.check('meets an API error', () =>
      Promise.reject(
        new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'boom', body: 'boom' }),
      ),
    );
    await group.check('cannot run', () => {
      throw new Skip('the tenant offers no cash');
    });

    expect(passed).toEqual({ passed: true, value: 42 });
    expect(mismatched).toEqual({ passed: false, name: 'mismatches', status: 'fail' });
    expect(run.outcomes).toEqual([
      { group: 'cart rules', name: 'passes', status: 'pass', durationMs: 0 },
      {
        group: 'cart rules',
        name: 'mismatches',
        status: 'fail',
        expected: 'totalAmount 115',
        actual: 'totalAmount 116',
        durationMs: 0,
      },
      {
        group: 'cart rules',
        name: 'meets an API error',
        status: 'fail',
        expected: 'an answer as the contract documents it',
        actual: '500 INTERNAL_ERROR: boom',
        durationMs: 0,
      },
      {
        group: 'cart rules',
        name: 'cannot run',
        status: 'skip',
        reason: 'the tenant offers no cash',
        durationMs: 0,
      },
    ]);
  });

  it('runs a check that needs others with their values, or skips it naming the first unmet one', async () => {
    const run = createCheckRun(() => 0);
    const group = run.group('sign-in');
    const one = await group.check('one', () => 1);
    const two = await group.check('two', () => 'two');
    const failed = await group.check('failed', () => Promise.reject(new Error('no')));
    const skipped = group.skip('skipped', 'no --otp-outbox given');

    expect(await group.after([one, two], 'both', (a, b) => `${a} ${b}`)).toEqual({
      passed: true,
      value: '1 two',
    });
    await group.after([one, skipped, failed], 'needs a skipped one', () => 0);
    await group.after([failed], 'needs a failed one', () => 0);

    expect(run.outcomes.slice(-2).map((outcome) => outcome.reason)).toEqual([
      'needs "skipped", which was skipped',
      'needs "failed", which failed',
    ]);
  });
});
