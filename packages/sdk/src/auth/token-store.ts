import { decodeJwt } from 'jose';
import type { ConnectTokenResponse } from '@storefront/contracts';
import { authStorageKeys } from './auth-storage-keys.ts';
import type { KeyValueStorage } from './key-value-storage.ts';

/** The two tokens a `/connect/token` answer carries. */
export type TokenPair = Pick<ConnectTokenResponse, 'access_token' | 'refresh_token'>;

/**
 * The signed-in customer's tokens, kept in localStorage so every tab shares them
 * (docs/product/entities.md).
 */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** When the stored tokens were written (epoch ms), or null when unknown. */
  getRefreshedAt(): number | null;
  /** Stores both tokens and the moment they were obtained. */
  setTokens(tokens: TokenPair, refreshedAt: number): void;
  /** Forgets both tokens and the timestamp. */
  clear(): void;
  /**
   * True when an access token is stored but lacks the `CustomerId` claim, so it must be refreshed
   * before it identifies the customer (docs/product/access.md).
   */
  needsClaimRefresh(): boolean;
}

/**
 * The `CustomerId` claim of an access token (docs/product/access.md), or null when the token is
 * malformed or has none. Reads claims only; the server checks the signature.
 *
 * @example
 * ```ts
 * const customerId = customerIdOf(store.getAccessToken() ?? '');
 * ```
 */
export function customerIdOf(token: string): string | null {
  try {
    const claim = decodeJwt(token)['CustomerId'];
    return typeof claim === 'string' && claim !== '' ? claim : null;
  } catch {
    return null;
  }
}

/**
 * A {@link TokenStore} over `storage` (localStorage in the browser) under the keys of
 * {@link authStorageKeys}.
 *
 * @example
 * ```ts
 * const store = createTokenStore(localStorage);
 * store.setTokens({ access_token, refresh_token }, Date.now());
 * ```
 */
export function createTokenStore(storage: KeyValueStorage): TokenStore {
  const getAccessToken = () => storage.getItem(authStorageKeys.accessToken);
  return {
    getAccessToken,
    getRefreshToken: () => storage.getItem(authStorageKeys.refreshToken),
    getRefreshedAt() {
      const value = Number(storage.getItem(authStorageKeys.refreshedAt) ?? Number.NaN);
      return Number.isFinite(value) ? value : null;
    },
    setTokens(tokens, refreshedAt) {
      storage.setItem(authStorageKeys.accessToken, tokens.access_token);
      storage.setItem(authStorageKeys.refreshToken, tokens.refresh_token);
      storage.setItem(authStorageKeys.refreshedAt, String(refreshedAt));
    },
    clear() {
      storage.removeItem(authStorageKeys.accessToken);
      storage.removeItem(authStorageKeys.refreshToken);
      storage.removeItem(authStorageKeys.refreshedAt);
    },
    needsClaimRefresh() {
      const token = getAccessToken();
      return token !== null && customerIdOf(token) === null;
    },
  };
}
