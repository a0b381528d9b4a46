import { AuthError } from './auth-error.ts';
import { refreshLockName } from './auth-storage-keys.ts';
import type { RefreshLock } from './refresh-lock.ts';
import { sleep as browserSleep } from '../http/sleep.ts';
import { timeoutSignal } from './timeout-signal.ts';

/** The part of `navigator.locks` the Web Locks refresh lock uses. */
export type LockManagerLike = Pick<LockManager, 'request' | 'query'>;

/** Options of {@link createWebLocksRefreshLock}. */
export interface WebLocksRefreshLockOptions {
  /** `navigator.locks`. */
  locks: LockManagerLike;
  /** Lock name; defaults to {@link refreshLockName}. */
  name?: string;
  sleep?: typeof browserSleep;
}

/**
 * A {@link RefreshLock} on the Web Locks API, which the browser releases even when a tab crashes.
 * Waiting is bounded by an AbortSignal, so a lock another tab never releases cannot freeze sign-in.
 *
 * @example
 * ```ts
 * const lock = createWebLocksRefreshLock({ locks: navigator.locks });
 * await lock.runExclusive(() => refresh(), { timeoutMs: 30_000 });
 * ```
 */
export function createWebLocksRefreshLock(options: WebLocksRefreshLockOptions): RefreshLock {
  const { locks, name = refreshLockName, sleep = browserSleep } = options;
  return {
    async runExclusive(fn, { timeoutMs }) {
      const timeout = timeoutSignal(timeoutMs, sleep);
      try {
        return await locks.request(name, { signal: timeout.signal }, () => {
          // Once granted, the timeout no longer applies: it bounds the wait, not the work.
          timeout.cancel();
          return fn();
        });
      } catch (error) {
        if (timeout.signal.aborted) {
          throw new AuthError('TOKEN_REFRESH_TIMEOUT', undefined, { cause: error });
        }
        throw error;
      } finally {
        timeout.cancel();
      }
    },
    async isHeld() {
      // `query()` only looks; probing with `ifAvailable` would briefly take the lock and make
      // other tabs' probes see it held.
      const { held = [] } = await locks.query();
      return held.some((lock) => lock.name === name);
    },
  };
}
