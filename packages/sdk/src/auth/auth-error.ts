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

  constructor(
    readonly code: AuthErrorCode,
    message: string = defaultMessages[code] ?? code,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
