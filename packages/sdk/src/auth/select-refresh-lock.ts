import type { KeyValueStorage } from './key-value-storage.ts';
import { createLocalStorageRefreshLock } from './local-storage-refresh-lock.ts';
import type { RefreshLock } from './refresh-lock.ts';
import type { sleep as browserSleep } from '../http/sleep.ts';
import { createWebLocksRefreshLock, type LockManagerLike } from './web-locks-refresh-lock.ts';

/** Options of {@link selectRefreshLock}. */
export interface SelectRefreshLockOptions {
  /** `navigator`; its `locks` decides the implementation. */
  navigator?: { locks?: LockManagerLike | undefined } | undefined;
  /** localStorage, used when Web Locks are missing. */
  storage: KeyValueStorage;
  now?: () => number;
  sleep?: typeof browserSleep;
  randomId?: () => string;
}

/**
 * The cross-tab refresh lock for this browser: Web Locks when `navigator.locks` exists, otherwise
 * the localStorage lock.
 *
 * @example
 * ```ts
 * const lock = selectRefreshLock({ navigator, storage: localStorage });
 * ```
 */
export function selectRefreshLock(options: SelectRefreshLockOptions): RefreshLock {
  const { navigator, storage, now, sleep, randomId } = options;
  const locks = navigator?.locks;
  if (locks) return createWebLocksRefreshLock({ locks, ...(sleep && { sleep }) });
  return createLocalStorageRefreshLock({
    storage,
    ...(now && { now }),
    ...(sleep && { sleep }),
    ...(randomId && { randomId }),
  });
}
