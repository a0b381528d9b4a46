import * as z from 'zod/mini';
import { AuthError } from './auth-error.ts';
import { authStorageKeys } from './auth-storage-keys.ts';
import type { KeyValueStorage } from './key-value-storage.ts';
import type { RefreshLock } from './refresh-lock.ts';
import { sleep as browserSleep } from '../http/sleep.ts';
import { tokenRefreshLimits } from './token-refresh-limits.ts';

/** What the lock key holds: who has the lock, and when it lapses if they never release it. */
const lockEntrySchema = z.object({ owner: z.string(), expiresAt: z.number() });
type LockEntry = z.infer<typeof lockEntrySchema>;

/** Options of {@link createLocalStorageRefreshLock}. */
export interface LocalStorageRefreshLockOptions {
  /** localStorage, shared by the tabs of the origin. */
  storage: KeyValueStorage;
  /** Lock key; defaults to {@link authStorageKeys}.refreshLock. */
  key?: string;
  now?: () => number;
  sleep?: typeof browserSleep;
  /** A fresh owner id per acquisition; defaults to `crypto.randomUUID()`. */
  randomId?: () => string;
  /** How long a held lock lasts if its holder vanishes; defaults to the 30,000 ms lock timeout. */
  leaseMs?: number;
  /** Pause between writing the lock and reading it back, so a concurrent writer's write lands first. */
  settleMs?: number;
  /** Waiters look again this often (docs/product/constants.md: 100 ms). */
  pollIntervalMs?: number;
}

/**
 * A {@link RefreshLock} kept in localStorage, for browsers without Web Locks: the key holds
 * `{ owner, expiresAt }`; a tab acquires by writing its entry and reading it back after a short
 * settle, waits by polling every 100 ms, takes over an entry past `expiresAt` (a closed tab's), and
 * releases only its own entry. Best effort: storage offers no compare-and-set, hence Web Locks first.
 *
 * Hand-written: no maintained library for a storage-backed cross-tab mutex that takes our injected
 * storage, clock and timers is installed, and tests need all three injected to be exact.
 *
 * @example
 * ```ts
 * const lock = createLocalStorageRefreshLock({ storage: localStorage });
 * await lock.runExclusive(() => refresh(), { timeoutMs: 30_000 });
 * ```
 */
export function createLocalStorageRefreshLock(
  options: LocalStorageRefreshLockOptions,
): RefreshLock {
  const {
    storage,
    key = authStorageKeys.refreshLock,
    now = Date.now,
    sleep = browserSleep,
    randomId = () => crypto.randomUUID(),
    leaseMs = tokenRefreshLimits.lockTimeoutMs,
    settleMs = tokenRefreshLimits.pollIntervalMs / 2,
    pollIntervalMs = tokenRefreshLimits.pollIntervalMs,
  } = options;

  const read = (): LockEntry | null => {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    try {
      const parsed = lockEntrySchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  };
  const isLive = (entry: LockEntry | null): entry is LockEntry =>
    entry !== null && entry.expiresAt > now();

  const acquire = async (owner: string, timeoutMs: number): Promise<void> => {
    const deadline = now() + timeoutMs;
    for (;;) {
      if (!isLive(read())) {
        const entry: LockEntry = { owner, expiresAt: now() + leaseMs };
        storage.setItem(key, JSON.stringify(entry));
        await sleep(settleMs);
        if (read()?.owner === owner) return;
      }
      if (now() >= deadline) throw new AuthError('TOKEN_REFRESH_TIMEOUT');
      await sleep(pollIntervalMs);
    }
  };

  return {
    async runExclusive(fn, { timeoutMs }) {
      const owner = randomId();
      await acquire(owner, timeoutMs);
      try {
        return await fn();
      } finally {
        // Another tab may have taken over after our lease ran out; its entry is not ours to remove.
        if (read()?.owner === owner) storage.removeItem(key);
      }
    },
    isHeld: () => Promise.resolve(isLive(read())),
  };
}
