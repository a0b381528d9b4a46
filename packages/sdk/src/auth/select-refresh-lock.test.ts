import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectRefreshLock } from './select-refresh-lock.ts';
import { FakeLockManager } from './testing/fake-lock-manager.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('selectRefreshLock', () => {
  it('uses Web Locks when navigator.locks exists', async () => {
    const locks = new FakeLockManager();
    const storage = new MemoryStorage();
    const lock = selectRefreshLock({ navigator: { locks }, storage });

    const run = lock.runExclusive(() => Promise.resolve(storage.items.size), { timeoutMs: 30_000 });
    await vi.advanceTimersByTimeAsync(100);

    await expect(run).resolves.toBe(0);
    expect(locks.requests).toHaveLength(1);
  });

  it.each([
    ['no navigator', undefined],
    ['no navigator.locks', {}],
  ])('falls back to the localStorage lock with %s', async (_, navigator) => {
    const storage = new MemoryStorage();
    const lock = selectRefreshLock({ navigator, storage, now: () => Date.now() });

    const run = lock.runExclusive(() => Promise.resolve(storage.getItem('token_refresh_lock')), {
      timeoutMs: 30_000,
    });
    await vi.advanceTimersByTimeAsync(100);

    await expect(run).resolves.toContain('"owner"');
  });
});
