// The public API of @storefront/sdk, exported by name.

// HTTP: the client every resource goes through, its errors and its retry policy.
export { createHttpClient } from './http/http-client.ts';
export { ApiError, isRetryableError, isValidationError } from './http/api-error.ts';
export type { ApiErrorCode, ApiErrorDetails, ApiErrorInit } from './http/api-error.ts';
export { retryPolicy, retryCategory, shouldRetry, retryDelay } from './http/retry-policy.ts';
export type { RetryCategory, RetryRequest } from './http/retry-policy.ts';
export { requestTimeouts, timeoutMs } from './http/timeouts.ts';
export type { TimeoutKind } from './http/timeouts.ts';
export type {
  BodyKind,
  HttpClient,
  HttpClientOptions,
  HttpMethod,
  QueryParams,
  RequestOptions,
  ShorthandOptions,
} from './http/http-types.ts';

// Sign-in: tokens, the cross-tab refresh, one-time-code sign-in and logout.
export type { AuthSession } from './auth/auth-session.ts';
export { AuthError, type AuthErrorCode } from './auth/auth-error.ts';
export { authStorageKeys, refreshLockName } from './auth/auth-storage-keys.ts';
export { tokenRefreshLimits } from './auth/token-refresh-limits.ts';
export type { KeyValueStorage } from './auth/key-value-storage.ts';
export {
  createTokenStore,
  customerIdOf,
  type TokenStore,
  type TokenPair,
} from './auth/token-store.ts';
export type { RefreshLock, RunExclusiveOptions } from './auth/refresh-lock.ts';
export { createWebLocksRefreshLock, type LockManagerLike } from './auth/web-locks-refresh-lock.ts';
export { createLocalStorageRefreshLock } from './auth/local-storage-refresh-lock.ts';
export { selectRefreshLock } from './auth/select-refresh-lock.ts';
export { createRefreshAttempts, type RefreshAttempts } from './auth/refresh-attempts.ts';
export {
  createTokenRefresher,
  type TokenRefresher,
  type TokenRefresherOptions,
  type RequestRefresh,
} from './auth/token-refresher.ts';
export {
  createConnectTokenClient,
  type ConnectTokenClient,
  type MobileNumberCredentials,
} from './auth/connect-token-client.ts';
export { createOtpSignIn, type OtpSignIn, type PostJson } from './auth/otp-sign-in.ts';
export { createLogout, loginPathFor, type LogoutOptions } from './auth/logout.ts';
export {
  createBrowserAuth,
  type BrowserAuth,
  type BrowserAuthOptions,
} from './auth/create-browser-auth.ts';
