// HTTP: the client every resource goes through, its errors, its retry policy and timeouts, and the start-up prefetch.
// One of the package's entry points (package.json `exports`); the root index re-exports it.
export { abortable, abortError } from './abortable.ts';
export { createHttpClient } from './http-client.ts';
export { requestUrl } from './request-url.ts';
export { requestHeaders, type RequestHeadersInit } from './request-headers.ts';
export {
  createPrefetchingFetch,
  prefetchApiGets,
  type PrefetchApiGetsOptions,
  type PrefetchingFetch,
} from './prefetching-fetch.ts';
export { ApiError, isRetryableError, isValidationError } from './api-error.ts';
export type { ApiErrorCode, ApiErrorDetails, ApiErrorInit } from './api-error.ts';
export { retryPolicy, retryCategory, shouldRetry, retryDelay } from './retry-policy.ts';
export type { RetryCategory, RetryRequest } from './retry-policy.ts';
export { requestTimeouts, timeoutMs } from './timeouts.ts';
export type { TimeoutKind } from './timeouts.ts';
export type {
  BodyKind,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  QueryParams,
  RequestOptions,
  ShorthandOptions,
} from './http-types.ts';
