// Sign-in: tokens, the cross-tab refresh, one-time-code sign-in and logout.
// One of the package's entry points (package.json `exports`); the root index re-exports it.
export type { AuthSession } from './auth-session.ts';
export { AuthError, type AuthErrorCode } from './auth-error.ts';
export { authStorageKeys, refreshLockName } from './auth-storage-keys.ts';
export { tokenRefreshLimits } from './token-refresh-limits.ts';
export type { KeyValueStorage } from './key-value-storage.ts';
export { createTokenStore, customerIdOf, type TokenStore, type TokenPair } from './token-store.ts';
export type { RefreshLock, RunExclusiveOptions } from './refresh-lock.ts';
export { createWebLocksRefreshLock, type LockManagerLike } from './web-locks-refresh-lock.ts';
export { createLocalStorageRefreshLock } from './local-storage-refresh-lock.ts';
export { selectRefreshLock } from './select-refresh-lock.ts';
export { createRefreshAttempts, type RefreshAttempts } from './refresh-attempts.ts';
export {
  createTokenRefresher,
  type TokenRefresher,
  type TokenRefresherOptions,
  type RequestRefresh,
} from './token-refresher.ts';
export {
  createConnectTokenClient,
  type ConnectTokenClient,
  type MobileNumberCredentials,
} from './connect-token-client.ts';
export { createOtpSignIn, type OtpSignIn, type PostJson } from './otp-sign-in.ts';
export { createLogout, loginPathFor, type LogoutOptions } from './logout.ts';
export {
  createBrowserAuth,
  type BrowserAuth,
  type BrowserAuthOptions,
} from './create-browser-auth.ts';
