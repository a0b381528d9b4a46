import * as z from 'zod/mini';
import { authStorageKeys } from './auth-storage-keys.ts';
import type { KeyValueStorage } from './key-value-storage.ts';
import { tokenRefreshLimits } from './token-refresh-limits.ts';

const attemptLogSchema = z.array(z.number());

/** The sliding-window count of refresh calls, kept in storage so every tab counts together. */
export interface RefreshAttempts {
  /**
   * Records an attempt at `at` and returns true, or returns false (recording nothing) when the
   * limit is already reached within the window ending at `at`. Call it while holding the refresh
   * lock: the read-modify-write is not atomic.
   */
  tryRecord(at: number): boolean;
}

/** Options of {@link createRefreshAttempts}. */
export interface RefreshAttemptsOptions {
  storage: KeyValueStorage;
  key?: string;
  /** Defaults to 3 (docs/product/constants.md). */
  maxAttempts?: number;
  /** Defaults to 30,000 ms (docs/product/constants.md). */
  windowMs?: number;
}

/**
 * "At most 3 attempts within a 30000 ms window" (docs/product/constants.md), counted across tabs.
 *
 * @example
 * ```ts
 * const attempts = createRefreshAttempts({ storage: localStorage });
 * if (!attempts.tryRecord(Date.now())) logout();
 * ```
 */
export function createRefreshAttempts(options: RefreshAttemptsOptions): RefreshAttempts {
  const {
    storage,
    key = authStorageKeys.refreshAttempts,
    maxAttempts = tokenRefreshLimits.maxAttempts,
    windowMs = tokenRefreshLimits.attemptWindowMs,
  } = options;

  const read = (): number[] => {
    try {
      const parsed = attemptLogSchema.safeParse(JSON.parse(storage.getItem(key) ?? '[]'));
      return parsed.success ? parsed.data : [];
    } catch {
      return [];
    }
  };

  return {
    tryRecord(at) {
      const recent = read().filter((t) => t > at - windowMs && t <= at);
      if (recent.length >= maxAttempts) return false;
      storage.setItem(key, JSON.stringify([...recent, at]));
      return true;
    },
  };
}
