import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { catalogSeedIds } from '../../db/seed/catalog-seed-ids.ts';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn } from '../../testing/sign-in.ts';
import {
  cartOfResponse,
  multipart,
  newCartWith,
  pngBytes,
  seededItems,
} from './testing/cart-routes.ts';

/** Printable ASCII: anything an HTTP header may carry. */
const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 40 });
const anyText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  headerText,
);

describe('cart routes under malformed input (property)', () => {
  let test: TestApp;
  let dataDir: string;
  /** Carts the random calls aim at: a guest's with items, a customer's, a completed one. */
  let cartIds: string[];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-property-'));
    test = await buildTestApp({ env: { DATA_DIR: dataDir } });
    const guestCart = await newCartWith(test.app, { __tenant: 'demo' }, [
      seededItems.coffee250g(2),
      seededItems.pen(),
    ]);
    const sara = await signIn(test.app, 'demo', '0512300401');
    const sarasCart = await newCartWith(test.app, sara.headers, [seededItems.coffee250g()]);
    cartOfResponse(
      await test.app.inject({
        method: 'PUT',
        url: `/api/app/cart/customer/${sarasCart.id}`,
        headers: sara.headers,
        query: { name: 'Sara', mobileNumber: sara.mobileNumber, otpToken: sara.otpToken },
        payload: {},
      }),
    );
    const completed = await newCartWith(test.app, sara.headers, [seededItems.coffee250g()]);
    await test.app.inject({
      method: 'PUT',
      url: `/api/app/cart/customer/${completed.id}`,
      headers: sara.headers,
      query: { name: 'Sara', mobileNumber: sara.mobileNumber, otpToken: sara.otpToken },
      payload: {},
    });
    await test.app.inject({
      method: 'POST',
      url: `/api/app/cart/${completed.id}/process?paymentMethod=1`,
      headers: sara.headers,
    });
    cartIds = [guestCart.id, sarasCart.id, completed.id];
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Row counts of every table, the aimed-at carts' rows and lines, and the stored files. */
  async function fingerprint(): Promise<string> {
    const tables = Object.values(schema).filter((table) => is(table, PgTable));
    const counts = await test.database.db.execute(
      sql.raw(
        `select ${tables
          .map(
            (table) =>
              `(select count(*) from "${getTableName(table)}") as "${getTableName(table)}"`,
          )
          .join(', ')}`,
      ),
    );
    const carts = await test.database.db
      .select()
      .from(schema.carts)
      .where(inArray(schema.carts.id, cartIds))
      .orderBy(schema.carts.id);
    const items = await test.database.db
      .select()
      .from(schema.cartItems)
      .where(inArray(schema.cartItems.cartId, cartIds))
      .orderBy(schema.cartItems.id);
    let files: string[] = [];
    try {
      files = (await readdir(path.join(dataDir, 'uploads'))).sort();
    } catch {
      // No upload has been stored yet.
    }
    return JSON.stringify({ counts, carts, items, files });
  }

  const cartId = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 2 }).map((index) => cartIds[index] ?? ''), weight: 6 },
    { arbitrary: fc.constant('00000000-0000-4000-8000-000000000000'), weight: 1 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: anyText.filter((text) => text.length > 0), weight: 2 },
  );

  const tenant = fc.oneof(
    { arbitrary: fc.constantFrom('demo', 'DEMO', 'salon', 'closed'), weight: 8 },
    { arbitrary: fc.constantFrom('', ' '), weight: 1 },
    { arbitrary: headerText, weight: 1 },
  );

  const headers = fc
    .record(
      {
        __tenant: tenant,
        'accept-language': headerText,
        authorization: fc.oneof(
          headerText,
          headerText.map((text) => `Bearer ${text}`),
        ),
        'content-type': fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'multipart/form-data',
          'application/octet-stream',
        ),
      },
      { requiredKeys: [] },
    )
    .map((record) => Object.fromEntries(Object.entries(record)) as Record<string, string>);

  const queryKeys = fc.constantFrom(
    'singleItem',
    'itemsIds',
    'couponCode',
    'notes',
    'cartId',
    'cartItemId',
    'name',
    'mobileNumber',
    'otpToken',
    'paymentMethod',
    'allowNonPending',
    'transferorName',
    'bankAccountId',
    'Sorting',
    'SkipCount',
    'MaxResultCount',
  );
  const queryValue = fc.oneof(
    anyText,
    fc.constantFrom('true', 'false', '1', '2', '3', '-1', '1e9', 'WELCOME10', 'EXPIRED', ''),
    fc.array(anyText, { maxLength: 3 }),
  );
  const query = fc.dictionary(fc.oneof(queryKeys, fc.string({ maxLength: 10 })), queryValue, {
    maxKeys: 4,
  });

  /** Mostly cart-item-like objects with at least one doubtful field, and plain garbage. */
  const itemLike = fc.record(
    {
      productId: fc.oneof(fc.constant(catalogSeedIds.products.coffee), anyText, fc.anything()),
      priceId: fc.oneof(fc.constant(catalogSeedIds.prices.coffee1kg), anyText, fc.anything()),
      quantity: fc.oneof(fc.integer(), fc.double(), anyText, fc.constant(null)),
      customFields: fc.oneof(fc.dictionary(anyText, fc.anything(), { maxKeys: 3 }), fc.anything()),
      reservationDateFrom: fc.oneof(
        anyText,
        fc.date().map((date) => String(date)),
      ),
      reservationDateTo: anyText,
      providersIds: fc.oneof(fc.array(anyText, { maxLength: 3 }), fc.anything()),
      providerCount: fc.oneof(fc.integer(), fc.double(), anyText),
      id: fc.oneof(fc.uuid(), anyText),
    },
    { requiredKeys: [] },
  );
  const body = fc.oneof(
    { arbitrary: fc.array(itemLike, { maxLength: 3 }), weight: 4 },
    { arbitrary: itemLike, weight: 2 },
    {
      arbitrary: fc.record(
        {
          source: fc.anything(),
          notes: fc.anything(),
          customFields: fc.anything(),
          couponCode: fc.anything(),
          cartItems: fc.anything(),
        },
        { requiredKeys: [] },
      ),
      weight: 2,
    },
    { arbitrary: fc.anything(), weight: 1 },
    { arbitrary: anyText, weight: 1 },
  );

  const route = fc.oneof(
    ...(
      [
        ['POST', () => '/api/app/cart/new-cart'],
        ['GET', (id: string) => `/api/app/cart/${id}`],
        ['POST', (id: string) => `/api/app/cart/cart-items/${id}`],
        ['DELETE', (id: string) => `/api/app/cart/cart-items/${id}`],
        ['PUT', (id: string) => `/api/app/cart/items/${id}`],
        ['PUT', (id: string) => `/api/app/cart/coupon/${id}`],
        ['PUT', (id: string) => `/api/app/cart/${id}`],
        ['POST', () => '/api/app/cart/custom-fields'],
        ['PUT', (id: string) => `/api/app/cart/notes/${id}`],
        ['PUT', (id: string) => `/api/app/cart/customer/${id}`],
        ['POST', () => '/api/app/coupon/check-coupon'],
        ['POST', (id: string) => `/api/app/cart/validate-cart/${id}`],
        ['POST', (id: string) => `/api/app/cart/${id}/process`],
        ['POST', (id: string) => `/api/app/cart/set-bank-transfer-info/${id}`],
        ['GET', () => '/api/app/cart/orders'],
      ] as const
    ).map(([method, url]) => fc.constant({ method, url })),
  );

  /** A body as the client would send it: JSON, or raw text (sometimes under the wrong type). */
  function encoded(value: unknown, asJson: boolean): string {
    if (asJson) return JSON.stringify(value) ?? 'null';
    return typeof value === 'string' ? value : String(JSON.stringify(value));
  }

  it('answers every malformed call below 500; a refused call changes nothing', async () => {
    let before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(
        route,
        cartId,
        query,
        headers,
        body,
        fc.boolean(),
        async (target, id, q, h, value, asJson) => {
          const response = await test.app.inject({
            method: target.method,
            url: target.url(encodeURIComponent(id)),
            query: q,
            headers: h,
            ...(target.method === 'GET' ? {} : { payload: encoded(value, asJson) }),
          });
          expect(response.statusCode).toBeLessThan(500);
          const after = await fingerprint();
          if (response.statusCode >= 400) expect(after).toBe(before);
          before = after;
        },
      ),
      { numRuns: 2000 },
    );
  }, 120_000);

  /** Multipart bodies with broken boundaries, wrong fields, several files, non-images. */
  const part = fc.record({
    field: fc.oneof(fc.constant('receipt'), fc.constantFrom('file', 'receipt[]', ''), anyText),
    filename: fc.option(fc.oneof(fc.constantFrom('r.png', 'r.exe', '../../etc/passwd'), anyText), {
      nil: undefined,
    }),
    contentType: fc.option(fc.constantFrom('image/png', 'text/plain', 'image/gif', ''), {
      nil: undefined,
    }),
    content: fc.oneof(
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.alloc(0)),
      anyText,
    ),
  });
  const uploadBody = fc.oneof(
    { arbitrary: fc.array(part, { maxLength: 3 }).map((parts) => multipart(parts)), weight: 6 },
    {
      // A real PNG with something else wrong about the call.
      arbitrary: fc.constant(
        multipart([{ field: 'receipt', filename: 'r.png', content: pngBytes }]),
      ),
      weight: 2,
    },
    {
      arbitrary: fc.tuple(fc.uint8Array({ maxLength: 200 }), headerText).map(([bytes, type]) => ({
        payload: Buffer.from(bytes),
        headers: { 'content-type': `multipart/form-data; boundary=${type}` },
      })),
      weight: 2,
    },
  );
  const uploadQuery = fc.record(
    {
      transferorName: fc.oneof(fc.constant('Sara Ali'), anyText),
      bankAccountId: fc.oneof(
        fc.constantFrom(seedIds.bankAccounts.demoSnb, '00000000-0000-4000-8000-000000000000'),
        anyText,
      ),
    },
    { requiredKeys: [] },
  );

  it('answers every malformed upload below 500; a refused one stores nothing', async () => {
    let before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(
        cartId,
        uploadQuery,
        uploadBody,
        tenant,
        async (id, q, upload, tenantName) => {
          const response = await test.app.inject({
            method: 'POST',
            url: `/api/app/cart/set-bank-transfer-info/${encodeURIComponent(id)}`,
            query: q,
            headers: { ...upload.headers, __tenant: tenantName },
            payload: upload.payload,
          });
          expect(response.statusCode).toBeLessThan(500);
          const after = await fingerprint();
          if (response.statusCode >= 400) expect(after).toBe(before);
          before = after;
        },
      ),
      { numRuns: 800 },
    );
  }, 120_000);
});
