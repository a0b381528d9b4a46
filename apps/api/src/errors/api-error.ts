import type { ErrorCode, ErrorData, ValidationErrorItem } from '@storefront/contracts';

/** What an {@link ApiError} may carry besides its status and code. */
export interface ApiErrorOptions {
  /** Replaces the code's catalogue message (already in the request's language). */
  message?: string;
  /** Extra, safe-to-show detail (never internals). */
  details?: string | null;
  /** Facts a client may act on (`error.data`), e.g. how many are still `available`. */
  data?: ErrorData;
  validationErrors?: ValidationErrorItem[] | null;
  /** Response headers to send with the error, e.g. `Retry-After`. */
  headers?: Record<string, string>;
}

/**
 * A failure the client caused or may act on. Thrown by routes and rules; the error handler turns
 * it into the ABP error body `{ error: { code, message, details, validationErrors } }` with the
 * code's message in the request's language.
 *
 * @example
 * throw new ApiError(404, 'CART_NOT_FOUND');
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly options: ApiErrorOptions;

  constructor(statusCode: number, code: ErrorCode, options: ApiErrorOptions = {}) {
    super(options.message ?? code);
    this.statusCode = statusCode;
    this.code = code;
    this.options = options;
  }
}
