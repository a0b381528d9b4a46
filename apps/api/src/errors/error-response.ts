import {
  validationMessage,
  type ErrorBody,
  type ErrorCode,
  type Language,
} from '@storefront/contracts';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './api-error.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';
import { errorBody } from './error-body.ts';
import { validationIssueMessage, type IssueLike } from './validation-issue-message.ts';

/** How an error is answered: status, ABP body, extra headers, and whether it is our fault. */
export interface ErrorResponse {
  statusCode: number;
  body: ErrorBody;
  headers: Record<string, string>;
  /** A 5xx: logged with its stack, answered without details. */
  fault: boolean;
}

/**
 * The `Retry-After` of a 503 for an unreachable database: a restart or a fail-over takes seconds,
 * and the SDK retries a safe call after this wait.
 */
export const databaseRetryAfterSeconds = 2;

/** Client-error statuses Fastify and its plugins raise, and the code each is answered with. */
const codeByStatus: Readonly<Record<number, ErrorCode>> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMIT',
};

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const status = error.statusCode;
  return typeof status === 'number' && Number.isInteger(status) ? status : undefined;
}

/**
 * Turns anything thrown while handling a request into the answer docs/product/wire-conventions.md
 * prescribes: an {@link ApiError} as it says; a schema failure as 400 `VALIDATION_ERROR` listing
 * each field; Fastify's own client errors (bad JSON 400, 413, 415, 429…) with their status and a
 * code; a database that cannot be reached as 503 `SERVICE_UNAVAILABLE` with `Retry-After`; and
 * everything else as a detail-free 500 `INTERNAL_ERROR`. Bad input therefore never yields
 * a 5xx.
 *
 * @example
 * const { statusCode, body } = errorResponseFor(error, request.language);
 */
export function errorResponseFor(error: unknown, language: Language): ErrorResponse {
  if (error instanceof ApiError) {
    return {
      statusCode: error.statusCode,
      body: errorBody(error.code, language, error.options),
      headers: error.options.headers ?? {},
      fault: error.statusCode >= 500,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    const validationErrors = error.validation.map((failure) => {
      const path = failure.instancePath.split('/').filter((segment) => segment !== '');
      const issue = {
        ...failure.params,
        code: failure.keyword,
        path,
        message: failure.message ?? '',
      } as unknown as IssueLike & { message: string };
      return {
        message: validationIssueMessage(issue, language),
        members: [path.length > 0 ? path.join('.') : context],
      };
    });
    return {
      statusCode: 400,
      body: errorBody('VALIDATION_ERROR', language, { validationErrors }),
      headers: {},
      fault: false,
    };
  }
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    const code = codeByStatus[status] ?? 'INVALID_OPERATION';
    // Fastify's client-error messages ("Body is not valid JSON…") describe the request, not us.
    const details = (error as FastifyError).message || null;
    return {
      statusCode: status,
      body: errorBody(code, language, {
        details,
        validationErrors:
          code === 'VALIDATION_ERROR'
            ? [{ message: validationMessage('validation.invalid', language), members: ['body'] }]
            : null,
      }),
      headers: {},
      fault: false,
    };
  }
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      body: errorBody('SERVICE_UNAVAILABLE', language),
      headers: { 'retry-after': String(databaseRetryAfterSeconds) },
      fault: true,
    };
  }
  return {
    statusCode: 500,
    body: errorBody('INTERNAL_ERROR', language),
    headers: {},
    fault: true,
  };
}
