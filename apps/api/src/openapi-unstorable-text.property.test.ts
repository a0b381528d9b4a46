import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { validationMessage, type Language } from '@storefront/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCartWith, seededItems } from './modules/carts/testing/cart-routes.ts';
import { buildTestApp, type TestApp } from './testing/build-test-app.ts';
import { openApiOperations, type OpenApiOperation } from './testing/openapi-operations.ts';
import { signIn, type SignedIn } from './testing/sign-in.ts';

/** Requests per operation (about 65 operations today). */
const runsPerOperation = Number(process.env['OPENAPI_FUZZ_RUNS']) || 25;

/** Where one unstorable text is put, and the field the 400 must name for it. */
type Location =
  | { in: 'path' | 'query' | 'header'; name: string }
  | { in: 'body'; shape: 'value' | 'nested' | 'key' | 'array'; name: string }
  | { in: 'form'; name: string };

/** Text with `inserted` somewhere in it. */
const textHolding = (around: fc.Arbitrary<string>, inserted: fc.Arbitrary<string>) =>
  fc.tuple(around, inserted, around).map((parts) => parts.join(''));

/** A NUL: all a URL or a header can carry of what PostgreSQL cannot store. */
const urlText = textHolding(fc.string({ maxLength: 8 }), fc.constant('\u0000'));

/** A NUL or a lone surrogate (a JSON body's `\uD800` escape), among any Unicode. */
const bodyText = textHolding(
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
);

function locationsOf(operation: OpenApiOperation): Location[] {
  const bodyNames =
    operation.bodyProperties === null
      ? []
      : operation.bodyProperties.length > 0
        ? operation.bodyProperties
        : ['note']; // an array or a dictionary body: no documented property names
  return [
    ...operation.pathParams.map((name) => ({ in: 'path' as const, name })),
    ...operation.queryParams.map((name) => ({ in: 'query' as const, name })),
    { in: 'header', name: '__tenant' },
    { in: 'header', name: 'idempotency-key' },
    ...bodyNames.flatMap((name) =>
      (['value', 'nested', 'key', 'array'] as const).map((shape) => ({
        in: 'body' as const,
        shape,
        name,
      })),
    ),
    ...(operation.formBody ? [{ in: 'form' as const, name: 'otp' }] : []),
  ];
}

/** The member a 400 names for text at `location` (a key's object; `body` at the top). */
function memberOf(location: Location): string {
  if (location.in !== 'body') return location.name;
  if (location.shape === 'nested') return `${location.name}.note`;
  if (location.shape === 'array') return `${location.name}.0`;
  return location.name;
}

function bodyWith(location: Location & { in: 'body' }, text: string): unknown {
  switch (location.shape) {
    case 'value':
      return { [location.name]: text };
    case 'nested':
      return { [location.name]: { note: text } };
    case 'key':
      return { [location.name]: { [text]: 'x' } };
    case 'array':
      return { [location.name]: [text] };
  }
}

/**
 * Issue 21, item 2: every text field of every operation the API documents (path, query, the
 * headers, each JSON body property as a value, a nested value, a key and an array entry, the form
 * body) given text PostgreSQL cannot store, the rest of the request valid (a tenant, a signed-in
 * customer, a live cart): never a 5xx, always the documented 400 `VALIDATION_ERROR` naming the
 * field with `validation.text.unstorable` in the asked language (docs/product/validation.md), or
 * for `/connect/token` its OAuth 400. Event streams are included: a refused request opens none.
 */
describe('text PostgreSQL cannot store, in every field of every operation (property)', () => {
  let test: TestApp;
  let dataDir: string;
  let operations: OpenApiOperation[];
  let sara: SignedIn;
  let cartId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-unstorable-fuzz-'));
    test = await buildTestApp({ env: { DATA_DIR: dataDir } });
    operations = await openApiOperations(test.app);
    sara = await signIn(test.app, 'demo', '0512300712');
    cartId = (await newCartWith(test.app, sara.headers, [seededItems.coffee250g()])).id;
  }, 120_000);

  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'refuses it with 400 naming the field, never a 5xx',
    async () => {
      let requests = 0;
      const faults: string[] = [];
      for (const operation of operations) {
        const locations = locationsOf(operation);
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...locations),
            urlText,
            bodyText,
            fc.constantFrom<Language>('ar', 'en'),
            async (location, inUrl, inBody, language) => {
              let url = operation.path;
              for (const name of operation.pathParams) {
                const value = location.in === 'path' && location.name === name ? inUrl : cartId;
                url = url.replace(`{${name}}`, encodeURIComponent(value));
              }
              const headers: Record<string, string> = {
                ...sara.headers,
                'accept-language': language,
              };
              if (location.in === 'header') headers[location.name] = inUrl;
              let payload: string | undefined;
              if (location.in === 'body') {
                headers['content-type'] = 'application/json';
                payload = JSON.stringify(bodyWith(location, inBody));
              } else if (location.in === 'form') {
                headers['content-type'] = 'application/x-www-form-urlencoded';
                payload = new URLSearchParams({ [location.name]: inUrl }).toString();
              }
              const response = await test.app.inject({
                method: operation.method,
                url,
                query: location.in === 'query' ? { [location.name]: inUrl } : {},
                headers,
                ...(payload === undefined ? {} : { payload }),
              });
              requests += 1;
              const where = `${operation.method} ${operation.path} ${JSON.stringify(location)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
              if (response.statusCode >= 500) {
                faults.push(where);
                return;
              }
              if (
                response.statusCode === 429 &&
                (location.in === 'body' || location.in === 'form')
              ) {
                // A route's rate limit answers before its body is read (a long run meets it).
                expect(response.json(), where).toMatchObject({ error: { code: 'RATE_LIMIT' } });
                return;
              }
              expect(response.statusCode, where).toBe(400);
              if (operation.path === '/connect/token') {
                expect(response.json(), where).toMatchObject({
                  error: expect.any(String) as string,
                });
                return;
              }
              expect(response.json(), where).toEqual({
                error: {
                  code: 'VALIDATION_ERROR',
                  message: expect.any(String) as string,
                  details: null,
                  validationErrors: [
                    {
                      message: validationMessage('validation.text.unstorable', language),
                      members: [memberOf(location)],
                    },
                  ],
                },
              });
            },
          ),
          { numRuns: runsPerOperation },
        );
      }
      if (process.env['OPENAPI_FUZZ_RUNS']) {
        console.info(`Unstorable-text fuzz: ${requests} requests, ${faults.length} answered 5xx`);
      }
      expect(faults, `${faults.length} of ${requests} requests answered 5xx`).toEqual([]);
      expect(operations.length).toBeGreaterThan(40);
    },
    300_000 * Math.max(1, runsPerOperation / 25),
  );
});
