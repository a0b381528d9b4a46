import type { AuthError } from './auth-error.ts';
import { createConnectTokenClient, type ConnectTokenClient } from './connect-token-client.ts';
import type { KeyValueStorage } from './key-value-storage.ts';
import { createLogout, type LogoutLocation } from './logout.ts';
import { createRefreshAttempts } from './refresh-attempts.ts';
import { selectRefreshLock } from './select-refresh-lock.ts';
import { createTokenRefresher, type TokenRefresher } from './token-refresher.ts';
import { createTokenStore, type TokenStore } from './token-store.ts';
import type { LockManagerLike } from './web-locks-refresh-lock.ts';

/** The browser globals sign-in uses; `window` in the browser, a fake in tests. */
export interface AuthEnvironment {
  localStorage: KeyValueStorage & Pick<Storage, 'clear'>;
  sessionStorage: Pick<Storage, 'clear'>;
  location: LogoutLocation;
  navigator?: { locks?: LockManagerLike | undefined } | undefined;
}

/** Options of {@link createBrowserAuth}. */
export interface BrowserAuthOptions {
  baseUrl: string;
  tenant: string;
  /** The product's own host names, for the logout destination (see `createLogout`). */
  ownHosts: readonly string[];
  fetch?: typeof globalThis.fetch;
  /** Defaults to `window`. */
  environment?: AuthEnvironment;
  onError?: (error: AuthError) => void;
}

/** The wired sign-in parts; `session` goes to `createHttpClient({ auth })`. */
export interface BrowserAuth {
  session: TokenRefresher;
  store: TokenStore;
  connectToken: ConnectTokenClient;
  logout: () => void;
}

/**
 * Wires token store, cross-tab lock, attempt counter, `/connect/token` client and logout over the
 * browser's storage, `navigator.locks` and `location`.
 *
 * @example
 * ```ts
 * const auth = createBrowserAuth({ baseUrl, tenant: 'demo', ownHosts: ['shop.example.com'] });
 * const http = createHttpClient({ baseUrl, tenant: 'demo', auth: auth.session });
 * const signIn = createOtpSignIn({ post: (p, b) => http.post(p, b), ...auth });
 * ```
 */
export function createBrowserAuth(options: BrowserAuthOptions): BrowserAuth {
  const { baseUrl, tenant, ownHosts, onError } = options;
  const environment: AuthEnvironment = options.environment ?? window;
  const storage = environment.localStorage;
  const store = createTokenStore(storage);
  const connectToken = createConnectTokenClient({
    baseUrl,
    tenant,
    ...(options.fetch && { fetch: options.fetch }),
  });
  const logout = createLogout({
    localStorage: storage,
    sessionStorage: environment.sessionStorage,
    location: environment.location,
    ownHosts,
  });
  const session = createTokenRefresher({
    store,
    lock: selectRefreshLock({ navigator: environment.navigator, storage }),
    attempts: createRefreshAttempts({ storage }),
    requestRefresh: (refreshToken, signal) => connectToken.refreshGrant(refreshToken, signal),
    logout,
    ...(onError && { onError }),
  });
  return { session, store, connectToken, logout };
}
