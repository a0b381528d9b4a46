/**
 * Automatic request retries (docs/product/constants.md): 3 retries; the delay starts at 1 s and
 * doubles per attempt, plus up to 1 s of random jitter, never above 10 s. (The spec's earlier
 * reading, doubling up to 30 s, is superseded by the 10 s cap.)
 *
 * @example
 * const delay = Math.min(
 *   requestRetry.baseDelayMs * 2 ** attempt + random() * requestRetry.maxJitterMs,
 *   requestRetry.maxDelayMs,
 * );
 */
export const requestRetry = {
  retries: 3,
  baseDelayMs: 1_000,
  maxJitterMs: 1_000,
  maxDelayMs: 10_000,
} as const;

/**
 * Retries per kind of failure (docs/product/errors.md, "Error policies"): validation none, network
 * 3 with exponential delay, business errors 1, server errors 2.
 */
export const errorRetryPolicies = {
  validation: 0,
  network: 3,
  business: 1,
  server: 2,
} as const;
