import { AuthError } from './auth-error.ts';
import type { AuthSession } from './auth-session.ts';
import type { RefreshAttempts } from './refresh-attempts.ts';
import type { RefreshLock } from './refresh-lock.ts';
import { sleep as browserSleep } from '../http/sleep.ts';
import { timeoutSignal } from './timeout-signal.ts';
import { tokenRefreshLimits, type TokenRefreshLimits } from './token-refresh-limits.ts';
import { customerIdOf, type TokenPair, type TokenStore } from './token-store.ts';

/** Asks `/connect/token` for new tokens with the refresh grant; fails with an {@link AuthError}. */
export type RequestRefresh = (refreshToken: string, signal: AbortSignal) => Promise<TokenPair>;

/** Dependencies of {@link createTokenRefresher}; every side effect is injected. */
export interface TokenRefresherOptions {
  store: TokenStore;
  /** The cross-tab lock (see `selectRefreshLock`). */
  lock: RefreshLock;
  /** The cross-tab attempt counter (see `createRefreshAttempts`). */
  attempts: RefreshAttempts;
  requestRefresh: RequestRefresh;
  /** Ends the session (see `createLogout`); called on "Maximum token refresh attempts exceeded". */
  logout: () => void;
  now?: () => number;
  sleep?: typeof browserSleep;
  /** Told of every failure, for logging; the last one is also kept in `lastError`. */
  onError?: (error: AuthError) => void;
  /** Overrides of the spec's constants, for tests. */
  limits?: Partial<TokenRefresherLimits>;
}

/** The spec constants the refresher uses. */
export type TokenRefresherLimits = Pick<
  TokenRefreshLimits,
  'lockTimeoutMs' | 'freshnessWindowMs' | 'pollIntervalMs'
>;

/** An {@link AuthSession} that refreshes tokens once across all tabs, plus the claim check. */
export interface TokenRefresher extends AuthSession {
  /**
   * Refreshes a stored access token that lacks the `CustomerId` claim (docs/product/access.md).
   * Resolves true when the stored token carries the claim (already or after the refresh), false
   * when signed out or the refresh failed.
   */
  ensureFreshClaims(): Promise<boolean>;
  /** The failure of the latest refresh, or null when it succeeded or none ran. */
  readonly lastError: AuthError | null;
}

/**
 * The token refresher of docs/product/flows.md, errors.md and constants.md. A 401 leads to one
 * refresh across all tabs: the refresh runs inside the cross-tab lock; a tab that gets the lock
 * after another tab refreshed (stored token differs from the rejected one and is under 5,000 ms
 * old) reuses that token. At most 3 refresh calls per 30,000 ms are made across tabs, then the user
 * is logged out. Failures resolve false and are kept in `lastError` as an {@link AuthError}.
 *
 * @example
 * ```ts
 * const refresher = createTokenRefresher({
 *   store,
 *   lock: selectRefreshLock({ navigator, storage: localStorage }),
 *   attempts: createRefreshAttempts({ storage: localStorage }),
 *   requestRefresh: (token, signal) => connectToken.refreshGrant(token, signal),
 *   logout,
 * });
 * const http = createHttpClient({ baseUrl, tenant, auth: refresher });
 * ```
 */
export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { store, lock, attempts, requestRefresh, logout, onError } = options;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? browserSleep;
  const limits: TokenRefresherLimits = { ...tokenRefreshLimits, ...options.limits };

  const inFlight = new Set<Promise<boolean>>();
  let lastError: AuthError | null = null;

  const callServer = async (refreshToken: string): Promise<TokenPair> => {
    // The lock holder must let go in bounded time too, or every other tab would time out behind it.
    const timeout = timeoutSignal(limits.lockTimeoutMs, sleep);
    const timedOut = new Promise<never>((_, reject) => {
      timeout.signal.addEventListener('abort', () =>
        reject(new AuthError('TOKEN_REFRESH_TIMEOUT')),
      );
    });
    try {
      return await Promise.race([requestRefresh(refreshToken, timeout.signal), timedOut]);
    } finally {
      timeout.cancel();
    }
  };

  const refreshHoldingLock = async (rejectedToken: string | null): Promise<true> => {
    const stored = store.getAccessToken();
    const refreshedAt = store.getRefreshedAt();
    if (
      stored !== null &&
      stored !== rejectedToken &&
      refreshedAt !== null &&
      now() - refreshedAt < limits.freshnessWindowMs
    ) {
      return true;
    }
    const refreshToken = store.getRefreshToken();
    if (refreshToken === null) {
      store.clear();
      throw new AuthError('NO_REFRESH_TOKEN');
    }
    if (!attempts.tryRecord(now())) throw new AuthError('MAX_REFRESH_ATTEMPTS');
    try {
      store.setTokens(await callServer(refreshToken), now());
      return true;
    } catch (error) {
      if (error instanceof AuthError && error.code === 'REFRESH_REJECTED') store.clear();
      throw error;
    }
  };

  const fail = (error: unknown): false => {
    lastError =
      error instanceof AuthError
        ? error
        : new AuthError('UNKNOWN', error instanceof Error ? error.message : String(error), {
            cause: error,
          });
    onError?.(lastError);
    if (lastError.code === 'MAX_REFRESH_ATTEMPTS') logout();
    return false;
  };

  const refresh = (rejectedToken: string | null): Promise<boolean> => {
    const run = lock
      .runExclusive(() => refreshHoldingLock(rejectedToken), { timeoutMs: limits.lockTimeoutMs })
      .then((ok) => {
        lastError = null;
        return ok;
      }, fail)
      .finally(() => inFlight.delete(run));
    inFlight.add(run);
    return run;
  };

  return {
    getAccessToken: () => store.getAccessToken(),
    refreshAfterUnauthorized: refresh,
    async ensureFreshClaims() {
      const token = store.getAccessToken();
      if (token === null) return false;
      if (customerIdOf(token) !== null) return true;
      if (!(await refresh(token))) return false;
      const refreshed = store.getAccessToken();
      return refreshed !== null && customerIdOf(refreshed) !== null;
    },
    async whenRefreshSettled() {
      // Bounded like the lock wait: a lock that is never released must not hold requests forever.
      const deadline = now() + limits.lockTimeoutMs;
      for (;;) {
        if (inFlight.size > 0) {
          await Promise.allSettled([...inFlight]);
          continue;
        }
        if (!(await lock.isHeld()) || now() >= deadline) return;
        await sleep(limits.pollIntervalMs);
      }
    },
    logout,
    get lastError() {
      return lastError;
    },
  };
}
