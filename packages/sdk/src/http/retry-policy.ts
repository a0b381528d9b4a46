import {
  errorRetryPolicies,
  requestRetry,
  retryableErrorCodes,
  type ErrorCode,
} from '@storefront/contracts';
import { ApiError, isRetryableError, isValidationError } from './api-error.ts';
import type { HttpMethod } from './http-types.ts';

/**
 * docs/product/errors.md's error policies and docs/product/constants.md's delay, as data.
 * `maxRetries` counts retries after the first try.
 */
export const retryPolicy = {
  /**
   * validation (`VALIDATION_*`) 0: the same input fails the same way; network (`NETWORK_ERROR`,
   * `REQUEST_TIMEOUT`, `SERVICE_UNAVAILABLE`) 3; server (status >= 500) 2; business (the other retryable codes:
   * `PROVIDER_UNAVAILABLE`, `SCRIPT_LOAD_FAILED`, ...) 1.
   */
  maxRetries: errorRetryPolicies,
  /** First delay 1 s, doubled per retry, plus up to 1 s of jitter; no delay (`Retry-After` included) above 10 s. */
  baseDelayMs: requestRetry.baseDelayMs,
  maxJitterMs: requestRetry.maxJitterMs,
  maxDelayMs: requestRetry.maxDelayMs,
} as const;

/** The error policies of docs/product/errors.md. */
export type RetryCategory = keyof typeof retryPolicy.maxRetries;

/** What the policy needs to know of a request: whether it is safe to send twice. */
export interface RetryRequest {
  method: HttpMethod;
  /** A non-GET call marked safe to repeat. */
  idempotent?: boolean;
}

/**
 * Failures of the way to the service rather than of the request: no answer, a timeout, and
 * `SERVICE_UNAVAILABLE` (the API could not reach its database, or the balancer no instance; 502,
 * 503 or 504 with `Retry-After`), which passes as a network failure does.
 */
const networkCodes: readonly string[] = ['NETWORK_ERROR', 'REQUEST_TIMEOUT', 'SERVICE_UNAVAILABLE'];

/** Which policy applies to an error; null when it is never retried (4xx, non-ApiErrors, ...). */
export function retryCategory(error: unknown): RetryCategory | null {
  if (isValidationError(error)) return 'validation';
  if (!isRetryableError(error)) return null;
  if (networkCodes.includes(error.code)) return 'network';
  // A named retryable code outranks its status: PROVIDER_UNAVAILABLE on a 503 is a business error.
  if (retryableErrorCodes.includes(error.code as ErrorCode)) return 'business';
  return 'server';
}

/**
 * Whether to try a failed request again, TanStack Query style: `failureCount` is the number of
 * retries already made (0 after the first failure). Only requests safe to repeat (GET, or marked
 * `idempotent`) are retried. A `Retry-After` longer than `maxDelayMs` ends the retries: trying
 * sooner than the server asked only earns another refusal, and the error keeps `retryAfterMs`.
 *
 * @example
 * shouldRetry(0, ApiError.network(cause), { method: 'GET' }) // true
 * shouldRetry(0, ApiError.network(cause), { method: 'POST' }) // false
 */
export function shouldRetry(failureCount: number, error: unknown, request: RetryRequest): boolean {
  if (request.method !== 'GET' && request.idempotent !== true) return false;
  const category = retryCategory(error);
  if (category === null || failureCount >= retryPolicy.maxRetries[category]) return false;
  const retryAfterMs = error instanceof ApiError ? error.retryAfterMs : null;
  return retryAfterMs === null || retryAfterMs <= retryPolicy.maxDelayMs;
}

/**
 * How long to wait before retry number `failureCount + 1`, in ms: 1 s doubled per retry plus up
 * to 1 s of jitter, capped at 10 s (docs/product/constants.md). A `Retry-After` on the error wins,
 * exactly and without jitter; it is capped too, though `shouldRetry` already refuses one above the
 * cap.
 *
 * @example retryDelay(1, error, () => 0.5) // 2000 + 500
 */
export function retryDelay(
  failureCount: number,
  error: unknown,
  random: () => number = Math.random,
): number {
  const { baseDelayMs, maxJitterMs, maxDelayMs } = retryPolicy;
  if (error instanceof ApiError && error.retryAfterMs !== null) {
    return Math.min(error.retryAfterMs, maxDelayMs);
  }
  const jitter = Math.floor(random() * maxJitterMs);
  return Math.min(baseDelayMs * 2 ** failureCount + jitter, maxDelayMs);
}
