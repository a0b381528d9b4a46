import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from './auth-error.ts';
import { createWebLocksRefreshLock } from './web-locks-refresh-lock.ts';
import { deferred, track } from './testing/deferred.ts';
import { FakeLockManager } from './testing/fake-lock-manager.ts';

const timeout = { timeoutMs: 30_000 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createWebLocksRefreshLock', () => {
  it('requests the named lock with an abort signal', async () => {
    const locks = new FakeLockManager();
    const lock = createWebLocksRefreshLock({ locks });

    await expect(lock.runExclusive(() => Promise.resolve(7), timeout)).resolves.toBe(7);

    expect(locks.requests).toEqual([
      { name: 'storefront_token_refresh', options: { signal: expect.any(AbortSignal) as unknown } },
    ]);
  });

  it('lets one tab in at a time', async () => {
    const locks = new FakeLockManager();
    const first = deferred();
    const second = vi.fn(() => Promise.resolve());
    const a = createWebLocksRefreshLock({ locks }).runExclusive(() => first.promise, timeout);
    const b = createWebLocksRefreshLock({ locks }).runExclusive(second, timeout);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(second).not.toHaveBeenCalled();
    first.resolve();
    await Promise.all([a, b]);
    expect(second).toHaveBeenCalledOnce();
  });

  it('times out with "Token refresh timeout" behind a lock that is never released', async () => {
    const locks = new FakeLockManager();
    locks.holdForever('storefront_token_refresh');
    const fn = vi.fn(() => Promise.resolve());
    const run = track(createWebLocksRefreshLock({ locks }).runExclusive(fn, timeout));

    await vi.advanceTimersByTimeAsync(29_999);
    expect(run.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const error: unknown = await run.promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      code: 'TOKEN_REFRESH_TIMEOUT',
      message: 'Token refresh timeout',
    });
    expect(fn).not.toHaveBeenCalled();
  });

  it('bounds the wait, not the work: a granted callback may outlast the timeout', async () => {
    const locks = new FakeLockManager();
    const work = deferred<string>();
    const run = createWebLocksRefreshLock({ locks }).runExclusive(() => work.promise, timeout);

    await vi.advanceTimersByTimeAsync(40_000);
    work.resolve('finished');
    await expect(run).resolves.toBe('finished');
  });

  it('passes on a failure of the work itself', async () => {
    const locks = new FakeLockManager();
    const run = createWebLocksRefreshLock({ locks }).runExclusive(
      () => Promise.reject(new Error('boom')),
      timeout,
    );
    await expect(run).rejects.toThrow('boom');
  });

  it('reports whether another holder has the lock, by looking rather than requesting it', async () => {
    const locks = new FakeLockManager();
    const lock = createWebLocksRefreshLock({ locks });
    await expect(lock.isHeld()).resolves.toBe(false);

    const work = deferred();
    const run = createWebLocksRefreshLock({ locks }).runExclusive(() => work.promise, timeout);
    await vi.advanceTimersByTimeAsync(0);
    await expect(lock.isHeld()).resolves.toBe(true);
    expect(locks.requests).toHaveLength(1);

    work.resolve();
    await run;
    await expect(lock.isHeld()).resolves.toBe(false);
  });
});
