import { errorBodySchema } from '@storefront/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds as ids } from '../../db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { snapshotDatabase } from '../../testing/snapshot-database.ts';

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', '-1', '0', '1e999', 'NaN', 'true', '[]', '%', '\u0000'),
);

/** Mostly values of the right kind, so calls reach the routes' own checks. */
const value = fc.oneof(
  {
    arbitrary: fc.constantFrom(...Object.values(ids.prices), ...Object.values(ids.products)),
    weight: 3,
  },
  {
    arbitrary: fc.constantFrom(
      ...Object.values(ids.providers),
      '00000000-0000-4000-8000-000000000000',
    ),
    weight: 1,
  },
  {
    arbitrary: fc
      .date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .chain((date) =>
        fc.constantFrom(
          date.toISOString(),
          date.toISOString().slice(0, 10),
          date.toISOString().replace('Z', '+03:00'),
        ),
      ),
    weight: 3,
  },
  { arbitrary: fc.integer({ min: -5, max: 2000 }).map(String), weight: 2 },
  { arbitrary: fc.double({ min: -200, max: 200, noNaN: true }).map(String), weight: 1 },
  { arbitrary: anyText, weight: 2 },
);

const keys = [
  'type',
  'SkipCount',
  'MaxResultCount',
  'PriceId',
  'priceId',
  'Quantity',
  'quantity',
  'from',
  'to',
  'providersIds',
  'providerCount',
  'CustomFieldValues[giftWrap]',
  'customFieldValues[engraving]',
  'CustomFields[occasion]',
  'CustomFields[]',
  'startDate',
  'endDate',
  'StartDate',
  'EndDate',
  'MinQuantity',
  'MinProvidersCount',
  'ProvidersIds',
  'ProductIds',
  'ProviderIds',
  'IncludeBooked',
  'date',
  'CustomerLocation.Latitude',
  'CustomerLocation.Longitude',
] as const;

const query = fc
  .array(
    fc.tuple(
      fc.oneof(
        { arbitrary: fc.constantFrom(...keys), weight: 9 },
        { arbitrary: anyText, weight: 1 },
      ),
      value,
    ),
    {
      maxLength: 8,
    },
  )
  .map((pairs) => {
    const search = new URLSearchParams();
    for (const [key, item] of pairs) search.append(key, item);
    return search.toString();
  });

const path = fc.constantFrom(
  '/api/app/product',
  '/api/app/merchandise/price-amount',
  '/api/app/subscription/price-amount',
  '/api/app/reservation-v2/price-amount',
  '/api/app/reservation-v2/availabilities',
  '/api/app/reservation-v2/products-slots',
  '/api/app/reservation-v2/date-range-reservations',
  '/api/app/provider/read-only-list',
  '/api/app/branch/branch-list',
  `/api/app/product/checkout/${ids.products.massage}`,
);

const tenant = fc.oneof(
  { arbitrary: fc.constantFrom('demo', 'salon'), weight: 8 },
  { arbitrary: fc.constantFrom('', 'nobody', 'closed'), weight: 1 },
);

describe('catalogue routes under arbitrary queries', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  it('answer every call below 500 with a success or the ABP error body, and change nothing', async () => {
    const before = await snapshotDatabase(test.database);
    await fc.assert(
      fc.asyncProperty(
        path,
        query,
        tenant,
        fc.constantFrom('ar', 'en'),
        async (url, search, name, language) => {
          const response = await test.app.inject({
            method: 'GET',
            url: search ? `${url}?${search}` : url,
            headers: { __tenant: name, 'accept-language': language },
          });
          expect(response.statusCode, `${url}?${search} → ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) errorBodySchema.parse(response.json());
        },
      ),
      { numRuns: 300 },
    );
    expect(await snapshotDatabase(test.database)).toEqual(before);
  });
});
