import { connectTokenClientId, parseSaudiMobileNumber } from '@storefront/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn } from '../../testing/sign-in.ts';
import { snapshotDatabase } from '../../testing/snapshot-database.ts';

/** Printable ASCII: anything an HTTP header may carry. */
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });
const anyText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  headerText,
);

/** Mostly a real tenant, so most calls reach the route's own checks. */
const tenant = fc.oneof(
  { arbitrary: fc.constantFrom('demo', 'DEMO', 'salon', 'closed'), weight: 8 },
  { arbitrary: fc.constantFrom('', ' '), weight: 1 },
  { arbitrary: headerText, weight: 1 },
);

const contentTypes = [
  'application/x-www-form-urlencoded',
  'application/json',
  'text/plain',
  'application/json; charset=utf-8',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
] as const;

const otherHeaders = fc.record(
  {
    'accept-language': headerText,
    authorization: fc.oneof(
      headerText,
      headerText.map((t) => `Bearer ${t}`),
    ),
    'x-forwarded-for': headerText,
  },
  { requiredKeys: [] },
);

/**
 * Headers for a body encoded with `mode` (0 form, 1 JSON, 2 raw text): usually the matching
 * content type, sometimes any other; usually a tenant, sometimes none.
 */
function headersFor(mode: number) {
  return fc
    .tuple(
      fc.option(tenant, { freq: 8, nil: undefined }),
      fc.oneof(
        { arbitrary: fc.constant(contentTypes[Math.min(mode, 2)] ?? 'text/plain'), weight: 8 },
        { arbitrary: fc.constantFrom(...contentTypes), weight: 2 },
      ),
      otherHeaders,
    )
    .map(([tenantName, contentType, rest]) => ({
      ...rest,
      'content-type': contentType,
      ...(tenantName === undefined ? {} : { __tenant: tenantName }),
    }));
}

const query = fc.option(
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
  { nil: undefined },
);

const notSaudiMobile = fc
  .oneof(anyText, fc.stringMatching(/^\+?\d{0,16}$/))
  .filter((value) => parseSaudiMobileNumber(value) === null);
const saudiMobile = fc.constantFrom('0512399999', '+966512399998', '٠٥١٢٣٩٩٩٩٧');

/** Bodies `POST /api/app/otp` must refuse: every object has at least one bad field. */
const otpBody = fc.oneof(
  fc.record({ mobileNumber: notSaudiMobile, purpose: fc.anything() }, { requiredKeys: [] }),
  fc
    .record({ mobileNumber: fc.anything(), purpose: fc.constant(0) })
    .filter(
      (body) =>
        typeof body.mobileNumber !== 'string' || parseSaudiMobileNumber(body.mobileNumber) === null,
    ),
  fc.record({ mobileNumber: saudiMobile, purpose: fc.anything().filter((p) => p !== 0) }),
  fc
    .anything()
    .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
);

/** Form fields of `POST /connect/token` with made-up codes and tokens (never a real one). */
const tokenFields = fc.record(
  {
    grant_type: fc.oneof(
      { arbitrary: fc.constantFrom('mobile_number', 'refresh_token'), weight: 8 },
      { arbitrary: fc.constantFrom('password', 'client_credentials'), weight: 1 },
      { arbitrary: anyText, weight: 1 },
    ),
    client_id: fc.oneof(
      { arbitrary: fc.constant(connectTokenClientId), weight: 8 },
      { arbitrary: anyText, weight: 2 },
    ),
    scope: anyText,
    otp: fc.oneof(fc.stringMatching(/^\d{6}$/), anyText),
    token: anyText,
    refresh_token: anyText,
  },
  { requiredKeys: ['grant_type', 'client_id'] },
);

type Payload = string | Record<string, unknown> | unknown[];

/**
 * A form field's text for any generated value. `String` throws on an object without a prototype,
 * which `fc.anything()` makes now and then; JSON has a text for it.
 */
function fieldText(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value) ?? '';
  }
}

/** A body as the client would send it: form-encoded, JSON, or raw text. */
function encoded(body: unknown, mode: number): Payload {
  if (mode === 0 && typeof body === 'object' && body !== null && !Array.isArray(body)) {
    return new URLSearchParams(
      Object.entries(body).map(([key, value]) => [key, fieldText(value)]),
    ).toString();
  }
  if (mode === 1) return JSON.stringify(body) ?? 'null';
  return typeof body === 'string' ? body : String(JSON.stringify(body));
}

/** A call: a body encoded mostly the way the route expects (`preferredMode`), and its headers. */
function call(body: fc.Arbitrary<unknown>, preferredMode: number) {
  return fc
    .tuple(
      body,
      fc.oneof(
        { arbitrary: fc.constant(preferredMode), weight: 8 },
        { arbitrary: fc.nat(2), weight: 2 },
      ),
    )
    .chain(([value, mode]) =>
      headersFor(mode).map((headers) => ({ headers, payload: encoded(value, mode) })),
    );
}

describe('sign-in routes under malformed input (property)', () => {
  let test: TestApp;
  let before: Awaited<ReturnType<typeof snapshotDatabase>>;
  beforeAll(async () => {
    test = await buildTestApp();
    // Real rows the random calls must not touch: a session and a pending code.
    await signIn(test.app, 'demo', '0512300001');
    await test.app.inject({
      method: 'POST',
      url: '/api/app/otp',
      headers: { __tenant: 'demo' },
      payload: { mobileNumber: '0512300002', purpose: 0 },
    });
    before = await snapshotDatabase(test.database);
  });
  afterAll(() => test.close());

  it('POST /api/app/otp answers every malformed call 4xx and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(call(otpBody, 1), query, async ({ headers, payload }, q) => {
        const response = await test.app.inject({
          method: 'POST',
          url: '/api/app/otp',
          headers,
          ...(q ? { query: q } : {}),
          payload,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 2000 },
    );
    expect(await snapshotDatabase(test.database)).toEqual(before);
  });

  it('POST /connect/token answers every malformed call 4xx and changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        call(
          fc.oneof(
            { arbitrary: tokenFields, weight: 8 },
            { arbitrary: anyText, weight: 1 },
            { arbitrary: fc.anything(), weight: 1 },
          ),
          0,
        ),
        query,
        async ({ headers, payload }, q) => {
          const response = await test.app.inject({
            method: 'POST',
            url: '/connect/token',
            headers,
            ...(q ? { query: q } : {}),
            payload,
          });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 2000 },
    );
    expect(await snapshotDatabase(test.database)).toEqual(before);
  });
});
