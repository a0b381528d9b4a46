/**
 * Token refresh limits (docs/product/constants.md). A cross-tab lock guards the refresh; a tab that
 * finds it taken polls until it is released.
 */
export const tokenRefresh = {
  /** A held refresh lock counts as abandoned after 30,000 ms. */
  lockTimeoutMs: 30_000,
  /** A token refreshed within the last 5,000 ms (by any tab) is reused instead of refreshed again. */
  freshnessWindowMs: 5_000,
  /** At most 3 refresh attempts… */
  maxAttempts: 3,
  /** …within any 30,000 ms window; beyond that, "Maximum token refresh attempts exceeded". */
  attemptWindowMs: 30_000,
  /** A tab waiting for another tab's refresh checks every 100 ms. */
  pollIntervalMs: 100,
} as const;
