import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from './auth-error.ts';
import { createLocalStorageRefreshLock } from './local-storage-refresh-lock.ts';
import { deferred, track } from './testing/deferred.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

const key = 'token_refresh_lock';
const timeout = { timeoutMs: 30_000 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

function tab(storage: MemoryStorage, owner: string, leaseMs?: number) {
  let n = 0;
  return createLocalStorageRefreshLock({
    storage,
    now: () => Date.now(),
    randomId: () => `${owner}-${++n}`,
    ...(leaseMs !== undefined && { leaseMs }),
  });
}

describe('createLocalStorageRefreshLock', () => {
  it('holds { owner, expiresAt } under its key while running, and removes it after', async () => {
    const storage = new MemoryStorage();
    const work = deferred<string>();
    const run = tab(storage, 'a').runExclusive(() => work.promise, timeout);

    await vi.advanceTimersByTimeAsync(50);
    expect(JSON.parse(storage.getItem(key) ?? 'null')).toEqual({
      owner: 'a-1',
      expiresAt: 1_000_000 + 30_000,
    });

    work.resolve('done');
    await expect(run).resolves.toBe('done');
    expect(storage.getItem(key)).toBeNull();
  });

  it('lets one tab in at a time; the other polls until the lock is released', async () => {
    const storage = new MemoryStorage();
    const first = deferred();
    const secondRan = vi.fn(() => Promise.resolve('second'));
    const a = tab(storage, 'a').runExclusive(() => first.promise, timeout);
    const b = track(tab(storage, 'b').runExclusive(secondRan, timeout));

    await vi.advanceTimersByTimeAsync(5_000);
    expect(secondRan).not.toHaveBeenCalled();

    first.resolve();
    await a;
    await vi.advanceTimersByTimeAsync(100 + 50);
    expect(secondRan).toHaveBeenCalledOnce();
    await expect(b.promise).resolves.toBe('second');
  });

  it('times out with "Token refresh timeout" behind a lock that is never released', async () => {
    const storage = new MemoryStorage();
    storage.setItem(key, JSON.stringify({ owner: 'stuck-tab', expiresAt: 1_000_000 + 600_000 }));
    const fn = vi.fn(() => Promise.resolve());
    const run = track(tab(storage, 'a').runExclusive(fn, timeout));

    await vi.advanceTimersByTimeAsync(29_900);
    expect(run.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);

    const error: unknown = await run.promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      code: 'TOKEN_REFRESH_TIMEOUT',
      message: 'Token refresh timeout',
    });
    expect(fn).not.toHaveBeenCalled();
    expect(JSON.parse(storage.getItem(key) ?? 'null')).toMatchObject({ owner: 'stuck-tab' });
  });

  it('takes over an expired lock left by a closed tab without waiting for the timeout', async () => {
    const storage = new MemoryStorage();
    storage.setItem(key, JSON.stringify({ owner: 'closed-tab', expiresAt: 1_000_000 - 1 }));
    const fn = vi.fn(() => Promise.resolve('ran'));
    const run = tab(storage, 'a').runExclusive(fn, timeout);

    await vi.advanceTimersByTimeAsync(50);
    await expect(run).resolves.toBe('ran');
  });

  it('takes over a lock whose holder outlived its lease, and the late holder leaves it alone', async () => {
    const storage = new MemoryStorage();
    const slow = deferred();
    const a = tab(storage, 'a', 1_000).runExclusive(() => slow.promise, timeout);
    await vi.advanceTimersByTimeAsync(50);

    const bWork = deferred();
    const bStarted = vi.fn(() => bWork.promise);
    const b = tab(storage, 'b').runExclusive(bStarted, timeout);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(bStarted).toHaveBeenCalledOnce();

    slow.resolve();
    await a;
    expect(JSON.parse(storage.getItem(key) ?? 'null')).toMatchObject({ owner: 'b-1' });
    bWork.resolve();
    await b;
    expect(storage.getItem(key)).toBeNull();
  });

  it('loses a write race to a later writer and waits instead', async () => {
    const storage = new MemoryStorage();
    const fn = vi.fn(() => Promise.resolve());
    const run = track(tab(storage, 'a').runExclusive(fn, timeout));
    // Another tab, having also seen the lock free, writes its entry during a's settle pause.
    storage.setItem(key, JSON.stringify({ owner: 'other', expiresAt: 1_000_000 + 30_000 }));

    await vi.advanceTimersByTimeAsync(1_000);
    expect(fn).not.toHaveBeenCalled();
    storage.removeItem(key);
    await vi.advanceTimersByTimeAsync(200);
    expect(fn).toHaveBeenCalledOnce();
    expect(run.settled).toBe(true);
  });

  it('reports whether a live lock is held', async () => {
    const storage = new MemoryStorage();
    const lock = tab(storage, 'a');
    await expect(lock.isHeld()).resolves.toBe(false);

    storage.setItem(key, JSON.stringify({ owner: 'x', expiresAt: 1_000_000 + 10 }));
    await expect(lock.isHeld()).resolves.toBe(true);

    vi.setSystemTime(1_000_000 + 10);
    await expect(lock.isHeld()).resolves.toBe(false);
  });

  it('treats an unreadable entry as free', async () => {
    const storage = new MemoryStorage();
    storage.setItem(key, '{not json');
    const lock = tab(storage, 'a');
    await expect(lock.isHeld()).resolves.toBe(false);
    const run = lock.runExclusive(() => Promise.resolve(1), timeout);
    await vi.advanceTimersByTimeAsync(50);
    await expect(run).resolves.toBe(1);
  });
});
