/**
 * Every localStorage key the auth layer writes. The token keys are fixed by
 * docs/product/entities.md; the spec leaves the others unnamed (docs/product/constants.md), so they
 * are named here, in one place.
 */
export const authStorageKeys = {
  /** The access token (docs/product/entities.md). */
  accessToken: 'access_token',
  /** The refresh token (docs/product/entities.md). */
  refreshToken: 'refresh_token',
  /** When the stored tokens were last written, in epoch milliseconds; drives the freshness window. */
  refreshedAt: 'token_refreshed_at',
  /** JSON array of epoch milliseconds of recent `/connect/token` refresh calls, shared by all tabs. */
  refreshAttempts: 'token_refresh_attempts',
  /** JSON `{ owner, expiresAt }` of the localStorage refresh lock (browsers without Web Locks). */
  refreshLock: 'token_refresh_lock',
} as const;

/** Name of the Web Lock that serialises token refreshes across tabs. */
export const refreshLockName = 'storefront_token_refresh';
