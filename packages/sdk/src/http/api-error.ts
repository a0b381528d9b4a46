import * as z from 'zod/mini';
import {
  errorBodySchema,
  retryableErrorCodes,
  type ErrorCode,
  type ErrorData,
  type ValidationErrorItem,
} from '@storefront/contracts';
import { parseRetryAfter } from './retry-after.ts';

/** A code of docs/product/errors.md, or whatever other code the server sent. */
export type ApiErrorCode = ErrorCode | (string & {});

/**
 * `error.details` of the wire body, the zod issues of an `INVALID_RESPONSE`, or null.
 */
export type ApiErrorDetails = string | readonly z.core.$ZodIssue[] | null;

/** The fields of an {@link ApiError}; `message` is the human-readable text. */
export interface ApiErrorInit {
  status: number;
  code: ApiErrorCode;
  message: string;
  details?: ApiErrorDetails;
  data?: ErrorData | null;
  validationErrors?: readonly ValidationErrorItem[] | null;
  retryAfterMs?: number | null;
  body?: unknown;
  cause?: unknown;
}

/** The parts of a `Response` an error is built from (its body is read by the caller). */
export type ResponseHead = Pick<Response, 'status' | 'statusText' | 'headers'>;

const wireError = errorBodySchema.shape.error.shape;

// Reads a non-OK body field by field, so one malformed field does not hide the others; the
// top-level `message` is docs/product/errors.md's first choice even though the ABP body nests it.
const lenientErrorBodySchema = z.object({
  message: z.catch(z.optional(z.string().check(z.minLength(1))), undefined),
  error: z.catch(
    z.optional(
      z.object({
        code: z.catch(z.optional(wireError.code.check(z.minLength(1))), undefined),
        message: z.catch(z.optional(wireError.message.check(z.minLength(1))), undefined),
        details: z.catch(z.optional(wireError.details), undefined),
        data: z.catch(wireError.data, undefined),
        validationErrors: z.catch(z.optional(wireError.validationErrors), undefined),
      }),
    ),
    undefined,
  ),
});

/**
 * The one error the http-client throws for a failed call (a caller's abort stays an
 * `AbortError`). Check it with `instanceof`.
 *
 * @example
 * try { await http.get('/api/app/cart/42'); }
 * catch (error) {
 *   if (error instanceof ApiError && error.code === 'CART_NOT_FOUND') createCart();
 * }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the answer; 0 when none came (network failure, timeout). */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details: ApiErrorDetails;
  /**
   * `error.data` of the wire body, else null: e.g. `available`, how many places or items are still
   * free with `NOT_ENOUGH_PLACES` and `NOT_ENOUGH_STOCK` (docs/product/errors.md).
   */
  readonly data: ErrorData | null;
  /** Field failures of a 400 `VALIDATION_ERROR`, else null. */
  readonly validationErrors: readonly ValidationErrorItem[] | null;
  /** The wait a `Retry-After` header asked for, in ms, else null. */
  readonly retryAfterMs: number | null;
  /**
   * The answer's body as read (JSON, text, or undefined when empty), for callers whose errors
   * are not ABP-shaped, such as `/connect/token`'s `{error, error_description}`.
   */
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = init.details ?? null;
    this.data = init.data ?? null;
    this.validationErrors = init.validationErrors ?? null;
    this.retryAfterMs = init.retryAfterMs ?? null;
    this.body = init.body;
  }

  /**
   * The error of a non-OK answer (docs/product/errors.md): message from `body.message`, else
   * `body.error.message`, else the status text; code from `body.error.code`, else `API_ERROR`
   * (or `options.code` when the caller already knows it, as for a final 401).
   */
  static fromResponse(
    response: ResponseHead,
    body: unknown,
    options: { now: number; code?: ApiErrorCode },
  ): ApiError {
    const parsed = lenientErrorBodySchema.safeParse(body);
    const read = parsed.success ? parsed.data : {};
    return new ApiError({
      status: response.status,
      code: options.code ?? read.error?.code ?? 'API_ERROR',
      message:
        read.message ??
        read.error?.message ??
        // HTTP/2 answers carry no status text.
        (response.statusText || `Request failed with status ${response.status}`),
      details: read.error?.details ?? null,
      data: read.error?.data ?? null,
      validationErrors: read.error?.validationErrors ?? null,
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), options.now),
      body,
    });
  }

  /** No answer came: `NETWORK_ERROR`, "Network error occurred" (docs/product/errors.md). */
  static network(cause: unknown): ApiError {
    return new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error occurred',
      cause,
    });
  }

  /**
   * The attempt outlived its timeout: `REQUEST_TIMEOUT`, "Operation timed out"
   * (docs/product/errors.md).
   */
  static timeout(cause?: unknown): ApiError {
    return new ApiError({
      status: 0,
      code: 'REQUEST_TIMEOUT',
      message: 'Operation timed out',
      cause,
    });
  }

  /** An answer that fails its response schema (or is unreadable JSON): `INVALID_RESPONSE`. */
  static invalidResponse(status: number, cause: unknown, body?: unknown): ApiError {
    return new ApiError({
      status,
      code: 'INVALID_RESPONSE',
      message: 'Invalid response from server',
      details: cause instanceof z.core.$ZodError ? cause.issues : null,
      body,
      cause,
    });
  }
}

/**
 * Whether an error may succeed if tried again (docs/product/errors.md): network failures (a timeout
 * included), a server fault (status >= 500, which covers `API_ERROR` >= 500), and the retryable
 * payment codes. Validation failures never are. Anything that is not an ApiError is not.
 *
 * @example isRetryableError(ApiError.network(new TypeError('fetch failed'))) // true
 */
export function isRetryableError(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || isValidationError(error)) return false;
  return (
    error.code === 'REQUEST_TIMEOUT' ||
    retryableErrorCodes.includes(error.code as ErrorCode) ||
    error.status >= 500
  );
}

/** `VALIDATION_ERROR` or a field's `VALIDATION_<path>` code (docs/product/validation.md). */
export function isValidationError(error: unknown): boolean {
  return error instanceof ApiError && error.code.startsWith('VALIDATION_');
}
