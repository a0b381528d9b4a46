import type { ErrorCode, SessionErrorCode } from '@storefront/contracts';

/**
 * Codes an {@link AuthError} carries: the session codes of docs/product/errors.md plus the generic
 * ones.
 */
export type AuthErrorCode = Extract<
  ErrorCode,
  SessionErrorCode | 'UNAUTHORIZED' | 'NETWORK_ERROR' | 'API_ERROR' | 'RATE_LIMIT' | 'UNKNOWN'
>;

/** The spec's own texts (docs/product/errors.md, "Session errors"), used verbatim. */
const defaultMessages: Partial<Record<AuthErrorCode, string>> = {
  NO_REFRESH_TOKEN: 'No refresh token available.',
  TOKEN_REFRESH_TIMEOUT: 'Token refresh timeout',
  REFRESH_MISSING_ACCESS_TOKEN: 'Refresh response did not include an access_token.',
  MAX_REFRESH_ATTEMPTS: 'Maximum token refresh attempts exceeded',
  REFRESH_REJECTED: 'Token refresh was rejected.',
  NETWORK_ERROR: 'Network error occurred',
};

/**
 * A sign-in or token-refresh failure, told apart by `code`.
 *
 * @example
 * ```ts
 * if (error instanceof AuthError && error.code === 'MAX_REFRESH_ATTEMPTS') showSignIn();
 * ```
 */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  /**
   * For `RATE_LIMIT`: how long the server asked to wait (its `Retry-After`), in ms, or null. A
   * number's spent wrong codes lock it for up to 30 minutes, which a page can say.
   */
  readonly retryAfterMs: number | null;

  constructor(
    readonly code: AuthErrorCode,
    message: string = defaultMessages[code] ?? code,
    options?: ErrorOptions & { retryAfterMs?: number | null },
  ) {
    super(message, options);
    this.retryAfterMs = options?.retryAfterMs ?? null;
  }
}
