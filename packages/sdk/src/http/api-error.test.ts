import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, isRetryableError, isValidationError } from './api-error.ts';

const now = Date.parse('2025-01-01T12:00:00Z');

function head(status: number, statusText: string, headers: Record<string, string> = {}) {
  return { status, statusText, headers: new Headers(headers) };
}

const abpBody = {
  error: {
    code: 'VALIDATION_ERROR',
    message: 'Your request is not valid!',
    details: 'The following errors were detected during validation.',
    validationErrors: [{ message: 'Name is required', members: ['name'] }],
  },
};

describe('ApiError.fromResponse', () => {
  it('reads the ABP error body: code, message, details, validation errors', () => {
    const error = ApiError.fromResponse(head(400, 'Bad Request'), abpBody, { now });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Your request is not valid!',
      details: 'The following errors were detected during validation.',
      validationErrors: [{ message: 'Name is required', members: ['name'] }],
      data: null,
      retryAfterMs: null,
      body: abpBody,
    });
  });

  it('reads error.data: how many are still free with a quantity refusal; a malformed one is null', () => {
    const refusal = (data: unknown) => ({
      error: {
        code: 'NOT_ENOUGH_STOCK',
        message: 'Only 17 left in stock.',
        details: 'stock',
        data,
        validationErrors: null,
      },
    });
    expect(
      ApiError.fromResponse(head(409, 'Conflict'), refusal({ available: 17 }), { now }),
    ).toMatchObject({
      code: 'NOT_ENOUGH_STOCK',
      message: 'Only 17 left in stock.',
      data: { available: 17 },
    });
    expect(
      ApiError.fromResponse(head(409, 'Conflict'), refusal({ available: -1 }), { now }),
    ).toMatchObject({ code: 'NOT_ENOUGH_STOCK', message: 'Only 17 left in stock.', data: null });
  });

  it('prefers a top-level body.message over the nested one', () => {
    const error = ApiError.fromResponse(
      head(404, 'Not Found'),
      { message: 'Top', error: { code: 'CART_NOT_FOUND', message: 'Nested' } },
      { now },
    );
    expect(error.message).toBe('Top');
    expect(error.code).toBe('CART_NOT_FOUND');
  });

  it('falls back to the status text and API_ERROR for a text body', () => {
    const error = ApiError.fromResponse(head(502, 'Bad Gateway'), '<html>proxy</html>', { now });
    expect(error).toMatchObject({
      status: 502,
      code: 'API_ERROR',
      message: 'Bad Gateway',
      details: null,
      validationErrors: null,
      body: '<html>proxy</html>',
    });
  });

  it('falls back to the status text and API_ERROR for an empty body', () => {
    const error = ApiError.fromResponse(head(500, 'Internal Server Error'), undefined, { now });
    expect(error).toMatchObject({ code: 'API_ERROR', message: 'Internal Server Error' });
  });

  it('names the status when there is no status text either (HTTP/2)', () => {
    expect(ApiError.fromResponse(head(503, ''), undefined, { now }).message).toBe(
      'Request failed with status 503',
    );
  });

  it('keeps the readable fields of a partly malformed body', () => {
    const error = ApiError.fromResponse(
      head(409, 'Conflict'),
      { error: { code: 42, message: 'Cart already completed', validationErrors: 'nope' } },
      { now },
    );
    expect(error).toMatchObject({
      code: 'API_ERROR',
      message: 'Cart already completed',
      validationErrors: null,
    });
  });

  it('ignores an OAuth-style error string but keeps the body for its reader', () => {
    const body = { error: 'invalid_grant', error_description: 'Invalid refresh token' };
    const error = ApiError.fromResponse(head(400, 'Bad Request'), body, { now });
    expect(error).toMatchObject({ code: 'API_ERROR', message: 'Bad Request', body });
  });

  it('reads Retry-After as seconds or as an HTTP date against the injected now', () => {
    expect(
      ApiError.fromResponse(head(503, 'x', { 'Retry-After': '4' }), undefined, { now })
        .retryAfterMs,
    ).toBe(4000);
    expect(
      ApiError.fromResponse(
        head(503, 'x', { 'Retry-After': 'Wed, 01 Jan 2025 12:00:30 GMT' }),
        undefined,
        { now },
      ).retryAfterMs,
    ).toBe(30_000);
  });

  it('takes a code the caller already knows over the body', () => {
    const error = ApiError.fromResponse(
      head(401, 'Unauthorized'),
      { error: { code: 'X', message: 'Expired' } },
      { now, code: 'UNAUTHORIZED' },
    );
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Expired' });
  });
});

describe('ApiError factories', () => {
  it('network: status 0, NETWORK_ERROR, "Network error occurred", with its cause', () => {
    const cause = new TypeError('fetch failed');
    const error = ApiError.network(cause);
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error occurred',
    });
    expect(error.cause).toBe(cause);
  });

  it('timeout: status 0, REQUEST_TIMEOUT, "Operation timed out"', () => {
    expect(ApiError.timeout()).toMatchObject({
      status: 0,
      code: 'REQUEST_TIMEOUT',
      message: 'Operation timed out',
    });
  });

  it('invalidResponse: INVALID_RESPONSE with the zod issues in details', () => {
    const result = z.object({ id: z.string() }).safeParse({});
    if (result.success) throw new Error('expected a failure');
    const error = ApiError.invalidResponse(200, result.error, {});
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE', body: {} });
    expect(error.details).toEqual(result.error.issues);
    expect(error.details).toEqual([expect.objectContaining({ path: ['id'] })]);
    expect(error.cause).toBe(result.error);
  });

  it('invalidResponse of unparsable JSON has no issues', () => {
    expect(ApiError.invalidResponse(200, new SyntaxError('bad')).details).toBeNull();
  });
});

describe('isRetryableError (docs/product/errors.md)', () => {
  const apiError = (code: string, status: number) => new ApiError({ status, code, message: code });

  it.each([
    ['NETWORK_ERROR', 0, true],
    ['REQUEST_TIMEOUT', 0, true],
    ['API_ERROR', 500, true],
    ['API_ERROR', 503, true],
    ['INTERNAL_ERROR', 500, true],
    ['API_ERROR', 499, false],
    ['PROVIDER_UNAVAILABLE', 400, true],
    ['SCRIPT_LOAD_FAILED', 0, true],
    ['SESSION_CREATION_FAILED', 400, true],
    ['PAYMENT_PROCESSING_FAILED', 400, true],
    ['VALIDATION_ERROR', 400, false],
    ['VALIDATION_ERROR', 500, false],
    ['CART_NOT_FOUND', 404, false],
    ['UNAUTHORIZED', 401, false],
    ['RATE_LIMIT', 429, false],
    ['PAYMENT_DECLINED', 400, false],
    ['INVALID_RESPONSE', 200, false],
  ])('%s with status %i → %s', (code, status, expected) => {
    expect(isRetryableError(apiError(code, status))).toBe(expected);
  });

  it('is false for anything that is not an ApiError', () => {
    expect(isRetryableError(new TypeError('fetch failed'))).toBe(false);
    expect(isRetryableError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isRetryableError({ code: 'NETWORK_ERROR', status: 0 })).toBe(false);
  });
});

describe('isValidationError', () => {
  it('matches VALIDATION_ERROR and field codes only', () => {
    expect(
      isValidationError(new ApiError({ status: 400, code: 'VALIDATION_ERROR', message: '' })),
    ).toBe(true);
    expect(
      isValidationError(new ApiError({ status: 0, code: 'VALIDATION_cardNumber', message: '' })),
    ).toBe(true);
    expect(
      isValidationError(new ApiError({ status: 400, code: 'INVALID_STATE', message: '' })),
    ).toBe(false);
  });
});
