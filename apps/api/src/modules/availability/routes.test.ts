import {
  availabilitySchema,
  dateRangeReservationListSchema,
  errorBodySchema,
  productsSlotsSchema,
  type Availability,
} from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import { catalogSeedIds as ids } from '../../db/seed/catalog-seed-ids.ts';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { createCatalog } from '../pricing/create-catalog.ts';

const { noura, huda, fahad, khalid } = ids.providers;
/** Inside Fahad's area (central Riyadh), outside Khalid's. */
const olaya = { 'CustomerLocation.Latitude': '24.70', 'CustomerLocation.Longitude': '46.68' };
const jeddah = { 'CustomerLocation.Latitude': '21.4858', 'CustomerLocation.Longitude': '39.1925' };

function query(params: Record<string, string | number | boolean | readonly string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
}

/** Slots as `MM-DD HH:MM [providers]`, to compare at a glance. */
function summary({ slots }: Availability, names: Record<string, string> = {}): string[] {
  return slots.map(
    (slot) =>
      `${slot.from.slice(5, 10)} ${slot.from.slice(11, 16)} [${slot.availableProviderIds
        .map((id) => names[id] ?? id)
        .join(',')}]`,
  );
}

const names = { [noura]: 'noura', [huda]: 'huda', [fahad]: 'fahad', [khalid]: 'khalid' };

describe('availability routes (test clock: Tuesday 2030-01-15 12:00 in Riyadh)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  const get = (
    path: string,
    params: Record<string, string | number | boolean | readonly string[]>,
    tenant = 'demo',
  ) =>
    test.app.inject({
      method: 'GET',
      url: `/api/app/reservation-v2/${path}?${query(params)}`,
      headers: { __tenant: tenant, 'accept-language': 'en' },
    });

  async function availability(
    params: Record<string, string | number | boolean | readonly string[]>,
  ) {
    const response = await get('availabilities', params);
    expect(response.statusCode, response.body).toBe(200);
    return availabilitySchema.parse(response.json());
  }

  async function refused(
    path: string,
    params: Record<string, string | number | boolean | readonly string[]>,
  ) {
    const response = await get(path, params);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    return { status: response.statusCode, ...errorBodySchema.parse(response.json()).error };
  }

  const wednesday = { startDate: '2030-01-16', endDate: '2030-01-16' };

  describe('GET /api/app/reservation-v2/availabilities', () => {
    it("cuts the therapists' working hours into hourly slots, written in Riyadh time", async () => {
      const result = await availability({ ...wednesday, PriceId: ids.prices.massage });
      expect(result.isLocationApplicable).toBe(true);
      expect(summary(result, names)).toEqual([
        '01-16 09:00 [noura]',
        '01-16 10:00 [noura]',
        '01-16 11:00 [noura]',
        '01-16 12:00 [noura]',
        '01-16 13:00 [noura,huda]',
        '01-16 14:00 [noura,huda]',
        '01-16 15:00 [noura,huda]',
        '01-16 16:00 [noura,huda]',
        '01-16 17:00 [huda]',
        '01-16 18:00 [huda]',
        '01-16 19:00 [huda]',
        '01-16 20:00 [huda]',
      ]);
      expect(result.slots[0]).toEqual({
        from: '2030-01-16T09:00:00+03:00',
        to: '2030-01-16T10:00:00+03:00',
        availableProviderIds: [noura],
        maxConnectedTo: '2030-01-16T10:00:00+03:00',
      });
    });

    it('never offers a slot of today that has started', async () => {
      const result = await availability({
        startDate: '2030-01-15',
        endDate: '2030-01-15',
        PriceId: ids.prices.massage,
      });
      expect(summary(result)[0]).toBe('01-15 12:00 [' + noura + ']');
      expect(result.slots).toHaveLength(9);
    });

    it('filters by the chosen providers (ProvidersIds repeated) and by MinProvidersCount', async () => {
      const chosen = await availability({
        ...wednesday,
        PriceId: ids.prices.massage,
        ProvidersIds: [huda],
      });
      expect(summary(chosen, names)[0]).toBe('01-16 13:00 [noura,huda]');
      expect(chosen.slots).toHaveLength(8);
      const both = await availability({
        ...wednesday,
        PriceId: ids.prices.massage,
        ProvidersIds: [noura, huda],
      });
      expect(both.slots).toHaveLength(4);
      const two = await availability({
        ...wednesday,
        PriceId: ids.prices.massage,
        MinProvidersCount: 2,
      });
      expect(summary(two, names)).toEqual([
        '01-16 13:00 [noura,huda]',
        '01-16 14:00 [noura,huda]',
        '01-16 15:00 [noura,huda]',
        '01-16 16:00 [noura,huda]',
      ]);
    });

    it('offers nothing for more places than a provider has (MinQuantity above the capacity)', async () => {
      expect(
        (await availability({ ...wednesday, PriceId: ids.prices.massage, MinQuantity: 2 })).slots,
      ).toEqual([]);
    });

    it('takes existing bookings out, and gives the place back when released', async () => {
      const catalog = createCatalog(test.app.db, test.app.deps);
      const tenantId = seedIds.tenants.demo;
      await test.app.db.transaction((tx) =>
        catalog.book(tx, tenantId, {
          productId: ids.products.massage,
          priceId: ids.prices.massage,
          from: '2030-01-16T13:00:00+03:00',
          to: '2030-01-16T14:00:00+03:00',
          quantity: 1,
          providerIds: [noura],
          providerCount: 1,
          reference: 'availability-test',
        }),
      );
      const booked = await availability({ ...wednesday, PriceId: ids.prices.massage });
      expect(summary(booked, names)[4]).toBe('01-16 13:00 [huda]');
      await test.app.db.transaction((tx) => catalog.release(tx, tenantId, 'availability-test'));
      const released = await availability({ ...wednesday, PriceId: ids.prices.massage });
      expect(summary(released, names)[4]).toBe('01-16 13:00 [noura,huda]');
    });

    it('offers a full-day product one slot per day, midnight to midnight, from tomorrow', async () => {
      const result = await availability({
        startDate: '2030-01-15',
        endDate: '2030-01-18',
        PriceId: ids.prices.chaletDay,
      });
      expect(result.slots.map((slot) => [slot.from, slot.to])).toEqual([
        ['2030-01-16T00:00:00+03:00', '2030-01-17T00:00:00+03:00'],
        ['2030-01-17T00:00:00+03:00', '2030-01-18T00:00:00+03:00'],
        ['2030-01-18T00:00:00+03:00', '2030-01-19T00:00:00+03:00'],
      ]);
    });

    it('answers how far a variable-duration booking can run (maxConnectedTo)', async () => {
      const result = await availability({ ...wednesday, PriceId: ids.prices.meetingRoomHour });
      expect(result.slots).toHaveLength(12);
      expect(result.slots.map((slot) => slot.maxConnectedTo)).toEqual(
        Array(12).fill('2030-01-16T20:00:00+03:00'),
      );
    });

    describe('geofenced providers (car wash)', () => {
      it('is not applicable without a customer location', async () => {
        expect(await availability({ ...wednesday, PriceId: ids.prices.carWashBasic })).toEqual({
          isLocationApplicable: false,
          slots: [],
        });
      });

      it('offers the washers whose area holds the location', async () => {
        const result = await availability({
          ...wednesday,
          PriceId: ids.prices.carWashBasic,
          ...olaya,
        });
        expect(result.isLocationApplicable).toBe(true);
        expect(summary(result, names)).toEqual([
          '01-16 08:00 [fahad]',
          '01-16 09:30 [fahad]',
          '01-16 11:00 [fahad]',
          '01-16 12:30 [fahad]',
          '01-16 14:00 [fahad]',
          '01-16 15:30 [fahad]',
        ]);
      });

      it('is not applicable outside every area', async () => {
        expect(
          await availability({ ...wednesday, PriceId: ids.prices.carWashBasic, ...jeddah }),
        ).toEqual({
          isLocationApplicable: false,
          slots: [],
        });
      });

      it('answers 400 for one coordinate alone or one out of range', async () => {
        expect(
          await refused('availabilities', {
            ...wednesday,
            PriceId: ids.prices.carWashBasic,
            'CustomerLocation.Latitude': '24.7',
          }),
        ).toMatchObject({
          status: 400,
          validationErrors: [
            { message: 'This field is required', members: ['CustomerLocation.Longitude'] },
          ],
        });
        expect(
          await refused('availabilities', {
            ...wednesday,
            PriceId: ids.prices.carWashBasic,
            'CustomerLocation.Latitude': '124.7',
            'CustomerLocation.Longitude': '46.6',
          }),
        ).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
      });
    });

    it('serves a window widened across a month end (docs/product/validation.md)', async () => {
      const result = await availability({
        startDate: '2030-01-28',
        endDate: '2030-02-28',
        PriceId: ids.prices.chaletDay,
      });
      expect(result.slots).toHaveLength(32);
      expect(result.slots[0]?.from).toBe('2030-01-28T00:00:00+03:00');
      expect(result.slots.at(-1)?.from).toBe('2030-02-28T00:00:00+03:00');
    });

    it('accepts ISO date-times as the window bounds', async () => {
      const result = await availability({
        startDate: '2030-01-16T10:00:00Z',
        endDate: '2030-01-16T12:00:00Z',
        PriceId: ids.prices.massage,
      });
      expect(summary(result, names)).toEqual([
        '01-16 13:00 [noura,huda]',
        '01-16 14:00 [noura,huda]',
      ]);
    });

    it('answers 400 for a window over 62 days, backwards or malformed', async () => {
      expect(
        await refused('availabilities', {
          startDate: '2030-01-01',
          endDate: '2030-03-31',
          PriceId: ids.prices.massage,
        }),
      ).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
        validationErrors: [
          { message: 'The date range may span at most 62 days.', members: ['endDate'] },
        ],
      });
      expect(
        await refused('availabilities', {
          startDate: '2030-01-20',
          endDate: '2030-01-10',
          PriceId: ids.prices.massage,
        }),
      ).toMatchObject({
        status: 400,
        validationErrors: [expect.objectContaining({ members: ['endDate'] })],
      });
      expect(
        await refused('availabilities', {
          startDate: '2030-02-30',
          endDate: '2030-03-01',
          PriceId: ids.prices.massage,
        }),
      ).toMatchObject({
        status: 400,
        validationErrors: [expect.objectContaining({ members: ['startDate'] })],
      });
      expect(await refused('availabilities', { PriceId: ids.prices.massage })).toMatchObject({
        status: 400,
      });
      expect(
        await refused('availabilities', {
          ...wednesday,
          PriceId: ids.prices.massage,
          MinQuantity: 'many',
        }),
      ).toMatchObject({
        status: 400,
        validationErrors: [expect.objectContaining({ members: ['MinQuantity'] })],
      });
    });

    it('answers 404 for an unknown price and 400 for a price of a product that is not a reservation', async () => {
      expect(
        await refused('availabilities', {
          ...wednesday,
          PriceId: '00000000-0000-4000-8000-000000000000',
        }),
      ).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(
        await refused('availabilities', { ...wednesday, PriceId: ids.prices.coffee250g }),
      ).toMatchObject({
        status: 400,
        validationErrors: [expect.objectContaining({ members: ['PriceId'] })],
      });
    });
  });

  describe('GET /api/app/reservation-v2/products-slots', () => {
    it("answers every reservation product's slots of the day, geofences not applied", async () => {
      const response = await get('products-slots', { date: '2030-01-16' });
      expect(response.statusCode).toBe(200);
      const list = productsSlotsSchema.parse(response.json());
      expect(list.items.map((item) => [item.productName, item.slots.length])).toEqual([
        ['Massage Session', 12],
        ['Full-Day Chalet', 1],
        ['Meeting Room by the Hour', 12],
        ['Car Wash at Your Place', 6],
        ['Photo Session', 3],
      ]);
      const carWash = list.items.find((item) => item.productId === ids.products.carWash);
      expect(carWash?.slots[0]?.availableProviderIds).toEqual([fahad, khalid]);
    });

    it("answers only the asking tenant's products", async () => {
      const response = await get('products-slots', { date: '2030-01-16' }, 'salon');
      const list = productsSlotsSchema.parse(response.json());
      expect(list.items.map((item) => item.productId)).toEqual([ids.products.salonHaircut]);
      expect(list.items[0]?.slots[0]?.from).toBe('2030-01-16T10:00:00+03:00');
    });

    it('answers 400 for a missing or malformed date', async () => {
      expect(await refused('products-slots', {})).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
      });
      expect(await refused('products-slots', { date: '16/01/2030' })).toMatchObject({
        status: 400,
      });
    });
  });

  describe('GET /api/app/reservation-v2/date-range-reservations', () => {
    it('lists free periods, and booked ones with IncludeBooked', async () => {
      const catalog = createCatalog(test.app.db, test.app.deps);
      const tenantId = seedIds.tenants.demo;
      await test.app.db.transaction((tx) =>
        catalog.book(tx, tenantId, {
          productId: ids.products.chalet,
          priceId: ids.prices.chaletDay,
          from: '2030-01-24T00:00:00+03:00',
          to: '2030-01-25T00:00:00+03:00',
          quantity: 1,
          providerIds: [],
          providerCount: 1,
          reference: 'date-range-test',
        }),
      );
      const range = {
        StartDate: '2030-01-23',
        EndDate: '2030-01-25',
        ProductIds: [ids.products.chalet],
      };
      const free = dateRangeReservationListSchema.parse(
        (await get('date-range-reservations', range)).json(),
      );
      expect(free.items.map((item) => [item.from.slice(0, 10), item.isBooked])).toEqual([
        ['2030-01-23', false],
        ['2030-01-25', false],
      ]);
      const all = dateRangeReservationListSchema.parse(
        (await get('date-range-reservations', { ...range, IncludeBooked: true })).json(),
      );
      expect(all.items).toContainEqual({
        productId: ids.products.chalet,
        productName: 'Full-Day Chalet',
        from: '2030-01-24T00:00:00+03:00',
        to: '2030-01-25T00:00:00+03:00',
        providerIds: [ids.providers.chalet],
        isBooked: true,
      });
      expect(all.totalCount).toBe(3);
    });

    it('filters by providers and applies geofences when a location is given', async () => {
      const range = {
        StartDate: '2030-01-16',
        EndDate: '2030-01-16',
        ProductIds: [ids.products.carWash],
      };
      const anywhere = dateRangeReservationListSchema.parse(
        (await get('date-range-reservations', range)).json(),
      );
      expect(anywhere.items[0]?.providerIds).toEqual([fahad, khalid]);
      const located = dateRangeReservationListSchema.parse(
        (await get('date-range-reservations', { ...range, ...olaya })).json(),
      );
      expect(located.items[0]?.providerIds).toEqual([fahad]);
      const onlyKhalid = dateRangeReservationListSchema.parse(
        (await get('date-range-reservations', { ...range, ProviderIds: [khalid] })).json(),
      );
      expect(onlyKhalid.items.every((item) => item.providerIds.join() === khalid)).toBe(true);
    });

    it('answers 400 for a bad range or a bad IncludeBooked', async () => {
      expect(
        await refused('date-range-reservations', {
          StartDate: '2030-01-01',
          EndDate: '2030-04-01',
        }),
      ).toMatchObject({
        status: 400,
        validationErrors: [expect.objectContaining({ members: ['EndDate'] })],
      });
      expect(
        await refused('date-range-reservations', {
          StartDate: '2030-01-01',
          EndDate: '2030-01-02',
          IncludeBooked: 'maybe',
        }),
      ).toMatchObject({
        status: 400,
        validationErrors: [expect.objectContaining({ members: ['IncludeBooked'] })],
      });
    });
  });

  it('answers 400 TENANT_REQUIRED without __tenant', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/app/reservation-v2/availabilities?${query({ ...wednesday, PriceId: ids.prices.massage })}`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('TENANT_REQUIRED');
  });
});

describe("availability on the tenant's own clock", () => {
  it('cuts working hours and writes slots in the time zone the tenant stores', async () => {
    const test = await buildTestApp();
    try {
      // Dubai is UTC+4: the same 09:00 opening is an hour earlier in UTC than in Riyadh.
      await test.database.db
        .update(tenants)
        .set({ timeZone: 'Asia/Dubai' })
        .where(eq(tenants.name, 'demo'));
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/app/reservation-v2/availabilities?${query({
          startDate: '2030-01-16',
          endDate: '2030-01-16',
          PriceId: ids.prices.massage,
        })}`,
        headers: { __tenant: 'demo', 'accept-language': 'en' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { slots } = availabilitySchema.parse(response.json());
      expect(slots[0]).toMatchObject({
        from: '2030-01-16T09:00:00+04:00',
        to: '2030-01-16T10:00:00+04:00',
      });
      expect(Date.parse(slots[0]?.from ?? '')).toBe(Date.parse('2030-01-16T05:00:00Z'));
    } finally {
      await test.close();
    }
  });
});
