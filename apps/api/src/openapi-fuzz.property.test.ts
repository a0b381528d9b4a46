import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds } from './db/seed/catalog-seed-ids.ts';
import { seedIds } from './db/seed/index.ts';
import { newCartWith, seededItems } from './modules/carts/testing/cart-routes.ts';
import { buildTestApp, type TestApp } from './testing/build-test-app.ts';
import { openApiOperations, type OpenApiOperation } from './testing/openapi-operations.ts';
import { signIn } from './testing/sign-in.ts';

/**
 * Left out of this suite, each for a reason: event streams stay open while their cart exists (a
 * request would never end; docs/product/event-streams.md has their own tests), and
 * `/connect/token` answers OAuth's error body, not the ABP one (docs/product/sign-in.md; fuzzed in
 * `sign-in-routes.property.test.ts`).
 */
const notFuzzedHere = [/^\/api\/sse\//, /^\/connect\/token$/];

/**
 * Requests per operation: with 51 operations today, over 2,000 in all. `OPENAPI_FUZZ_RUNS` asks
 * for a longer run by hand (issue 21's note records one).
 */
const runsPerOperation = Number(process.env['OPENAPI_FUZZ_RUNS']) || 45;

const arabicLetter = /[\u0600-\u06FF]/;

/** Text with `inserted` somewhere in it. */
const textHolding = (inserted: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.string({ maxLength: 10 }), inserted, fc.string({ maxLength: 10 }))
    .map((parts) => parts.join(''));

/**
 * Printable ASCII, any Unicode, and a NUL somewhere (which PostgreSQL cannot store: issue 21, item
 * 2): what a URL or header may be given by a hostile client.
 */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  textHolding(fc.constant('\u0000')),
);

/**
 * What a JSON body may carry besides: a lone UTF-16 surrogate (a `\uD800` escape), which has no
 * UTF-8 form and so cannot travel in a URL.
 */
const anyBodyText = fc.oneof(anyText, textHolding(fc.constantFrom('\uD800', '\uDBFF', '\uDC00')));

/**
 * Every operation the API documents, called with fuzzed ids, queries, bodies and headers: no
 * answer is a 5xx, and every 4xx is the ABP error body in the language asked for
 * (docs/product/errors.md). The values mix real ids (seeded products, live carts, a signed-in
 * customer) with malformed ones, so the calls reach the rules, not only the schemas.
 */
describe('every OpenAPI operation under fuzzed input (property)', () => {
  let test: TestApp;
  let dataDir: string;
  let operations: OpenApiOperation[];
  let knownIds: string[];
  let tokens: string[];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-openapi-fuzz-'));
    test = await buildTestApp({ env: { DATA_DIR: dataDir } });
    operations = (await openApiOperations(test.app)).filter(
      (operation) => !notFuzzedHere.some((pattern) => pattern.test(operation.path)),
    );
    const guestCart = await newCartWith(test.app, { __tenant: 'demo' }, [
      seededItems.coffee250g(2),
    ]);
    const sara = await signIn(test.app, 'demo', '0512300417');
    const sarasCart = await newCartWith(test.app, sara.headers, [seededItems.pen()]);
    knownIds = [
      guestCart.id,
      sarasCart.id,
      sara.customerId,
      ...Object.values(seedIds.tenants),
      ...Object.values(catalogSeedIds.products),
      ...Object.values(seedIds.bankAccounts),
    ];
    tokens = [`Bearer ${sara.accessToken}`, 'Bearer not.a.token', 'Basic Zm9vOmJhcg=='];
  }, 120_000);

  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  function valueArbitrary() {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.integer({ min: -10, max: 1_000_000 }).map(String) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('true', 'false', '', '0', '1', 'null', '2030-01-20'),
      },
      { weight: 2, arbitrary: anyText },
    );
  }

  function bodyArbitrary(properties: string[]) {
    const field = fc.oneof(
      fc.constantFrom(...knownIds),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      anyBodyText,
      fc.array(fc.oneof(fc.jsonValue(), anyBodyText), { maxLength: 3 }),
      fc.dictionary(anyBodyText, fc.oneof(fc.jsonValue(), anyBodyText), { maxKeys: 3 }),
    );
    return fc.oneof(
      fc.constant(undefined),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      properties.length > 0
        ? fc
            .record(Object.fromEntries(properties.map((name) => [name, field])), {
              requiredKeys: [],
            })
            .map((value) => JSON.stringify(value))
        : fc.constant('{}'),
      anyText,
    );
  }

  function requestArbitrary(operation: OpenApiOperation) {
    return fc.record({
      pathValues: fc.array(valueArbitrary(), {
        minLength: operation.pathParams.length,
        maxLength: operation.pathParams.length,
      }),
      query: fc.dictionary(
        operation.queryParams.length > 0 ? fc.constantFrom(...operation.queryParams) : anyText,
        valueArbitrary(),
        { maxKeys: Math.max(1, operation.queryParams.length) },
      ),
      body: operation.bodyProperties
        ? bodyArbitrary(operation.bodyProperties)
        : operation.formBody
          ? fc.dictionary(anyText, anyText).map((fields) => new URLSearchParams(fields).toString())
          : fc.option(anyText, { nil: undefined }),
      tenant: fc.option(fc.constantFrom('demo', 'salon', 'closed', 'no-such-shop', 'DEMO'), {
        nil: undefined,
      }),
      authorization: fc.option(fc.constantFrom(...tokens), { nil: undefined }),
      language: fc.constantFrom('ar', 'en'),
      idempotencyKey: fc.option(fc.oneof(fc.uuid(), anyText), { nil: undefined }),
    });
  }

  it(
    'answers every call below 500, and every 4xx with the ABP body in the asked language',
    async () => {
      let requests = 0;
      // Collected rather than failed at once, so a run reports every 5xx it met (and how many).
      const faults: string[] = [];
      for (const operation of operations) {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(operation), async (call) => {
            let url = operation.path;
            operation.pathParams.forEach((name, index) => {
              url = url.replace(`{${name}}`, encodeURIComponent(call.pathValues[index] ?? ''));
            });
            const headers: Record<string, string> = { 'accept-language': call.language };
            if (call.tenant !== undefined) headers['__tenant'] = call.tenant;
            if (call.authorization !== undefined) headers['authorization'] = call.authorization;
            if (call.idempotencyKey !== undefined && /^[\x20-\x7e]*$/.test(call.idempotencyKey)) {
              headers['idempotency-key'] = call.idempotencyKey;
            }
            if (call.body !== undefined) {
              headers['content-type'] = operation.formBody
                ? 'application/x-www-form-urlencoded'
                : 'application/json';
            }
            const response = await test.app.inject({
              method: operation.method,
              url,
              query: call.query,
              headers,
              ...(call.body !== undefined && operation.method !== 'GET'
                ? { payload: call.body }
                : {}),
            });
            requests += 1;
            const where = `${operation.method} ${url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
            if (response.statusCode >= 500) {
              faults.push(where);
              return;
            }
            if (response.statusCode < 400) return;
            expect(response.headers['content-type'], where).toMatch(/^application\/json/);
            const body = response.json<{
              error?: {
                code?: unknown;
                message?: unknown;
                validationErrors?: { message?: unknown }[] | null;
              };
            }>();
            expect(typeof body.error?.code, where).toBe('string');
            expect(typeof body.error?.message, where).toBe('string');
            const message = String(body.error?.message);
            expect(message.length, where).toBeGreaterThan(0);
            const fieldMessages = (body.error?.validationErrors ?? []).map((issue) =>
              String(issue.message),
            );
            for (const text of [message, ...fieldMessages]) {
              if (call.language === 'ar') expect(text, where).toMatch(arabicLetter);
              else expect(text, where).not.toMatch(arabicLetter);
            }
          }),
          { numRuns: runsPerOperation },
        );
      }
      if (process.env['OPENAPI_FUZZ_RUNS']) {
        console.info(`OpenAPI fuzz: ${requests} requests, ${faults.length} answered 5xx`);
      }
      expect(faults, `${faults.length} of ${requests} requests answered 5xx`).toEqual([]);
      expect(operations.length).toBeGreaterThan(40);
      expect(requests).toBeGreaterThanOrEqual(2000);
    },
    300_000 * Math.max(1, runsPerOperation / 45),
  );
});
