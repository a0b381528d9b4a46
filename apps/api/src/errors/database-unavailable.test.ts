import { errorBodySchema } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';
import { unreachableDatabase, type UnreachableKind } from '../testing/unreachable-database.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
    [
      'an administrator shutdown (57P01)',
      Object.assign(new Error('terminating'), { code: '57P01' }),
    ],
    ['a server still starting (57P03)', Object.assign(new Error('starting up'), { code: '57P03' })],
    ['a broken connection (08006)', Object.assign(new Error('lost'), { code: '08006' })],
    ['a terminated connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
  ])('recognises %s, also inside a query error', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('a database that cannot be reached', () => {
  it.each<UnreachableKind>(['refused', 'terminated'])(
    'answers 503 SERVICE_UNAVAILABLE with Retry-After, never 500 (%s connections)',
    async (kind) => {
      const test = await buildTestApp({ database: await unreachableDatabase(kind) });
      try {
        const calls = [
          { method: 'POST', url: '/api/app/cart/new-cart', payload: { source: 0 } },
          {
            method: 'POST',
            url: '/api/app/otp',
            payload: { mobileNumber: '0512345901', purpose: 0 },
          },
          { method: 'GET', url: '/api/app/cart/00000000-0000-4000-8000-000000000001' },
        ] as const;
        for (const call of calls) {
          const response = await test.app.inject({
            ...call,
            headers: { __tenant: 'demo', 'accept-language': 'en' },
          });
          expect(response.statusCode, `${call.method} ${call.url}`).toBe(503);
          expect(response.headers['retry-after']).toBe('2');
          expect(errorBodySchema.parse(response.json()).error).toMatchObject({
            code: 'SERVICE_UNAVAILABLE',
            message: 'The service is briefly unavailable. Please try again in a moment.',
          });
        }
        const arabic = await test.app.inject({
          method: 'POST',
          url: '/api/app/cart/new-cart',
          headers: { __tenant: 'demo' },
          payload: { source: 0 },
        });
        expect(errorBodySchema.parse(arabic.json()).error.message).toBe(
          'الخدمة غير متاحة مؤقتًا. يرجى المحاولة مرة أخرى بعد لحظات.',
        );
        const ready = await test.app.inject({ method: 'GET', url: '/health/ready' });
        expect(ready.statusCode).toBe(503);
        expect((await test.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(
          200,
        );
      } finally {
        await test.close();
      }
    },
  );
});
