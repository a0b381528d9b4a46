import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import type { HttpMethod } from './http-types.ts';
import { retryCategory, retryDelay, retryPolicy, shouldRetry } from './retry-policy.ts';

const error = (code: string, status: number, retryAfterMs: number | null = null) =>
  new ApiError({ status, code, message: code, retryAfterMs });

const network = error('NETWORK_ERROR', 0);
const timeout = error('REQUEST_TIMEOUT', 0);
const server = error('API_ERROR', 500);
const business = error('PROVIDER_UNAVAILABLE', 503);
const validation = error('VALIDATION_ERROR', 400);
const notFound = error('CART_NOT_FOUND', 404);

describe('retryPolicy data', () => {
  it('holds docs/product/errors.md and constants.md numbers', () => {
    expect(retryPolicy).toEqual({
      maxRetries: { validation: 0, network: 3, server: 2, business: 1 },
      baseDelayMs: 1000,
      maxJitterMs: 1000,
      maxDelayMs: 10_000,
    });
  });
});

describe('retryCategory', () => {
  it.each([
    [network, 'network'],
    [timeout, 'network'],
    // The API could not reach its database, or the balancer no instance: as passing as a network failure.
    [error('SERVICE_UNAVAILABLE', 503, 2000), 'network'],
    [error('SERVICE_UNAVAILABLE', 502), 'network'],
    [server, 'server'],
    [error('INTERNAL_ERROR', 502), 'server'],
    [business, 'business'],
    [error('SCRIPT_LOAD_FAILED', 0), 'business'],
    [error('SESSION_CREATION_FAILED', 400), 'business'],
    [error('PAYMENT_PROCESSING_FAILED', 500), 'business'],
    [validation, 'validation'],
    [error('VALIDATION_couponCode', 400), 'validation'],
    [notFound, null],
    [error('UNAUTHORIZED', 401), null],
    [new TypeError('x'), null],
  ])('%o → %s', (failure, category) => {
    expect(retryCategory(failure)).toBe(category);
  });
});

describe('shouldRetry', () => {
  const table: [string, unknown, HttpMethod, boolean | undefined, number, boolean][] = [
    // network: 3 retries
    ['network, GET, 1st failure', network, 'GET', undefined, 0, true],
    ['network, GET, 3rd failure', network, 'GET', undefined, 2, true],
    ['network, GET, after 3 retries', network, 'GET', undefined, 3, false],
    ['timeout, GET, after 2 retries', timeout, 'GET', undefined, 2, true],
    ['timeout, GET, after 3 retries', timeout, 'GET', undefined, 3, false],
    // server: 2 retries
    ['server, GET, after 1 retry', server, 'GET', undefined, 1, true],
    ['server, GET, after 2 retries', server, 'GET', undefined, 2, false],
    // business: 1 retry
    ['business, GET, 1st failure', business, 'GET', undefined, 0, true],
    ['business, GET, after 1 retry', business, 'GET', undefined, 1, false],
    // never retried
    ['validation, GET', validation, 'GET', undefined, 0, false],
    ['not found, GET', notFound, 'GET', undefined, 0, false],
    ['not an ApiError, GET', new Error('bug'), 'GET', undefined, 0, false],
    // only requests safe to repeat
    ['network, POST', network, 'POST', undefined, 0, false],
    ['network, POST idempotent', network, 'POST', true, 0, true],
    ['server, PUT', server, 'PUT', undefined, 0, false],
    ['server, PUT idempotent', server, 'PUT', true, 0, true],
    ['network, DELETE', network, 'DELETE', false, 0, false],
    ['network, DELETE idempotent', network, 'DELETE', true, 0, true],
  ];
  it.each(table)(
    '%s (failureCount %4$s) → %6$s',
    (_name, failure, method, idempotent, count, expected) => {
      expect(shouldRetry(count, failure, { method, idempotent })).toBe(expected);
    },
  );

  it('retries while Retry-After is within the 10 s cap, and stops beyond it', () => {
    expect(shouldRetry(0, error('API_ERROR', 503, 10_000), { method: 'GET' })).toBe(true);
    expect(shouldRetry(0, error('API_ERROR', 503, 10_001), { method: 'GET' })).toBe(false);
  });
});

describe('retryDelay', () => {
  const table: [number, number, number][] = [
    // failureCount, random, delay: 1 s doubled per retry plus floor(random * 1 s)
    [0, 0, 1000],
    [0, 0.999, 1999],
    [1, 0, 2000],
    [1, 0.999, 2999],
    [2, 0, 4000],
    [2, 0.5, 4500],
    [3, 0, 8000],
    [3, 0.999, 8999],
    // capped at 10 s
    [3, 0.9999999, 8999],
    [4, 0, 10_000],
    [4, 0.999, 10_000],
    [10, 0.5, 10_000],
  ];
  it.each(table)('failureCount %i, random %d → %i ms', (count, random, expected) => {
    expect(retryDelay(count, network, () => random)).toBe(expected);
  });

  it('keeps every delay within [1 s × 2^n, 1 s × 2^n + 1 s) and at most 10 s', () => {
    for (let count = 0; count < 6; count++) {
      const low = retryDelay(count, network, () => 0);
      const high = retryDelay(count, network, () => 0.999);
      expect(low).toBe(Math.min(1000 * 2 ** count, 10_000));
      expect(high - low).toBeLessThan(1000);
      expect(high).toBeLessThanOrEqual(10_000);
    }
  });

  it('uses Retry-After in seconds exactly, without jitter', () => {
    const now = Date.parse('2025-01-01T12:00:00Z');
    const limited = ApiError.fromResponse(
      {
        status: 503,
        statusText: 'Service Unavailable',
        headers: new Headers({ 'Retry-After': '3' }),
      },
      undefined,
      { now },
    );
    expect(retryDelay(0, limited, () => 0.999)).toBe(3000);
    expect(retryDelay(2, limited, () => 0)).toBe(3000);
  });

  it('uses a Retry-After HTTP date against the injected now', () => {
    const now = Date.parse('2025-01-01T12:00:00Z');
    const limited = ApiError.fromResponse(
      {
        status: 503,
        statusText: 'Service Unavailable',
        headers: new Headers({ 'Retry-After': 'Wed, 01 Jan 2025 12:00:06 GMT' }),
      },
      undefined,
      { now },
    );
    expect(retryDelay(0, limited, () => 0.5)).toBe(6000);
  });

  it('caps a Retry-After at 10 s (shouldRetry refuses it anyway)', () => {
    expect(retryDelay(0, error('API_ERROR', 503, 60_000), () => 0)).toBe(10_000);
  });

  it('uses the computed delay for an error that is not an ApiError', () => {
    expect(retryDelay(1, new Error('x'), () => 0)).toBe(2000);
  });
});
