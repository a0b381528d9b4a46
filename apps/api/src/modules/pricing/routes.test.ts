import { errorBodySchema, priceAmountSchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds as ids } from '../../db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

/** A query string as the SDK writes it (`URLSearchParams`: brackets percent-encoded, lists repeated). */
function query(params: Record<string, string | number | readonly string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return search.toString();
}

describe('price-amount routes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  async function price(path: string, params: Record<string, string | number | readonly string[]>) {
    return test.app.inject({
      method: 'GET',
      url: `/api/app/${path}/price-amount?${query(params)}`,
      headers: { __tenant: 'demo', 'accept-language': 'en' },
    });
  }

  async function priced(path: string, params: Record<string, string | number | readonly string[]>) {
    const response = await price(path, params);
    expect(response.statusCode, response.body).toBe(200);
    return priceAmountSchema.parse(response.json());
  }

  async function refused(
    path: string,
    params: Record<string, string | number | readonly string[]>,
  ) {
    const response = await price(path, params);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    return { status: response.statusCode, ...errorBodySchema.parse(response.json()).error };
  }

  describe('GET /api/app/merchandise/price-amount', () => {
    it('prices a discounted price with an add-on from CustomFieldValues[key]', async () => {
      expect(
        await priced('merchandise', {
          PriceId: ids.prices.coffee500g,
          Quantity: 2,
          'CustomFieldValues[giftWrap]': 'true',
        }),
      ).toEqual({
        effectiveQuantity: 2,
        totalPrice: 190,
        totalAfterDiscount: 178,
        depositAmount: 0,
      });
    });

    it('takes the dictionary prefix in any case and defaults the quantity to 1', async () => {
      expect(
        await priced('merchandise', {
          PriceId: ids.prices.coffee250g,
          'customfieldvalues[giftWrap]': 'true',
        }),
      ).toMatchObject({ effectiveQuantity: 1, totalPrice: 55 });
    });

    it('forces a quantity below 1 to 1', async () => {
      expect(
        await priced('merchandise', { PriceId: ids.prices.coffee250g, Quantity: 0 }),
      ).toMatchObject({
        effectiveQuantity: 1,
        totalPrice: 45,
      });
    });

    it('charges a once-per-line add-on once and does not yet need the required engraving', async () => {
      expect(
        await priced('merchandise', {
          PriceId: ids.prices.pen,
          Quantity: 3,
          'CustomFieldValues[giftBox]': 'true',
        }),
      ).toMatchObject({ effectiveQuantity: 3, totalPrice: 375 });
    });

    it('prices a package (the SDK prices every non-subscription as merchandise)', async () => {
      expect(await priced('merchandise', { PriceId: ids.prices.spaPackage })).toMatchObject({
        totalPrice: 900,
        totalAfterDiscount: 750,
      });
    });

    it('answers 404 NOT_FOUND for an unknown, malformed or foreign price', async () => {
      for (const PriceId of [
        '00000000-0000-4000-8000-000000000000',
        'nope',
        ids.prices.salonHairKit,
      ]) {
        expect(await refused('merchandise', { PriceId })).toMatchObject({
          status: 404,
          code: 'NOT_FOUND',
        });
      }
    });

    it('answers 400 VALIDATION_ERROR for a missing price, a bad quantity or a bad option', async () => {
      expect(await refused('merchandise', { Quantity: 1 })).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
        validationErrors: [expect.objectContaining({ members: ['PriceId'] })],
      });
      expect(
        await refused('merchandise', { PriceId: ids.prices.pen, Quantity: 'two' }),
      ).toMatchObject({
        status: 400,
        validationErrors: [expect.objectContaining({ members: ['Quantity'] })],
      });
      expect(
        await refused('merchandise', {
          PriceId: ids.prices.pen,
          Quantity: 1,
          'CustomFieldValues[]': 'x',
        }),
      ).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
      expect(
        await refused('merchandise', {
          PriceId: ids.prices.pen,
          'CustomFieldValues[engraving]': 'x'.repeat(1001),
        }),
      ).toMatchObject({
        status: 400,
        validationErrors: [expect.objectContaining({ members: ['CustomFieldValues[engraving]'] })],
      });
    });
  });

  describe('GET /api/app/subscription/price-amount', () => {
    it('prices the monthly and (discounted) yearly prices from a start date', async () => {
      expect(
        await priced('subscription', {
          priceId: ids.prices.coffeeClubMonthly,
          from: '2030-02-01T00:00:00Z',
          quantity: 1,
        }),
      ).toEqual({ effectiveQuantity: 1, totalPrice: 99, totalAfterDiscount: 99, depositAmount: 0 });
      expect(
        await priced('subscription', { priceId: ids.prices.coffeeClubYearly, quantity: 2 }),
      ).toMatchObject({ totalPrice: 1998, totalAfterDiscount: 1798 });
    });

    it('refuses a start date before today in Riyadh with its reason', async () => {
      expect(
        await refused('subscription', {
          priceId: ids.prices.coffeeClubMonthly,
          from: '2030-01-14',
        }),
      ).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
        message: 'The start date cannot be in the past. Choose today or a later date.',
        validationErrors: [expect.objectContaining({ members: ['from'] })],
      });
    });

    it('refuses a start date before today in Riyadh, or one that is not a date', async () => {
      for (const from of ['2030-01-14', 'next week']) {
        expect(
          await refused('subscription', { priceId: ids.prices.coffeeClubMonthly, from }),
        ).toMatchObject({
          status: 400,
          code: 'VALIDATION_ERROR',
          validationErrors: [expect.objectContaining({ members: ['from'] })],
        });
      }
    });
  });

  describe('GET /api/app/reservation-v2/price-amount', () => {
    const slot = { from: '2030-01-16T10:00:00+03:00', to: '2030-01-16T11:00:00+03:00' };

    it('prices a slot with an add-on from CustomFields[key]', async () => {
      expect(
        await priced('reservation-v2', {
          priceId: ids.prices.massage,
          ...slot,
          quantity: 1,
          providersIds: [ids.providers.noura],
          providerCount: 1,
          'CustomFields[hotStones]': 'true',
        }),
      ).toEqual({
        effectiveQuantity: 1,
        totalPrice: 250,
        totalAfterDiscount: 250,
        depositAmount: 0,
      });
    });

    it('multiplies by the providers (repeated providersIds or providerCount)', async () => {
      expect(
        await priced('reservation-v2', {
          priceId: ids.prices.carWashBasic,
          ...slot,
          providersIds: [ids.providers.fahad, ids.providers.khalid],
        }),
      ).toMatchObject({ effectiveQuantity: 2, totalPrice: 240 });
      expect(
        await priced('reservation-v2', {
          priceId: ids.prices.carWashPremium,
          ...slot,
          providerCount: 2,
          quantity: 2,
        }),
      ).toMatchObject({ effectiveQuantity: 4, totalPrice: 720, totalAfterDiscount: 640 });
    });

    it('prices every hour of a variable-duration booking, and the projector once', async () => {
      expect(
        await priced('reservation-v2', {
          priceId: ids.prices.meetingRoomHour,
          from: '2030-01-16T09:00:00+03:00',
          to: '2030-01-16T12:00:00+03:00',
          'CustomFields[projector]': 'true',
        }),
      ).toEqual({
        effectiveQuantity: 3,
        totalPrice: 500,
        totalAfterDiscount: 500,
        depositAmount: 0,
      });
    });

    it('answers the deposit of a product that takes one', async () => {
      expect(
        await priced('reservation-v2', {
          priceId: ids.prices.photoshoot,
          ...slot,
          'CustomFields[occasion]': 'family',
        }),
      ).toEqual({
        effectiveQuantity: 1,
        totalPrice: 1500,
        totalAfterDiscount: 1500,
        depositAmount: 500,
      });
    });

    it('prices one slot while no slot is chosen yet', async () => {
      expect(await priced('reservation-v2', { priceId: ids.prices.chaletDay })).toMatchObject({
        effectiveQuantity: 1,
        totalPrice: 1200,
      });
    });

    it('answers 400 for a malformed or partial period and a bad option', async () => {
      expect(
        await refused('reservation-v2', { priceId: ids.prices.massage, from: 'tomorrow' }),
      ).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
      });
      expect(
        await refused('reservation-v2', { priceId: ids.prices.massage, from: slot.from }),
      ).toMatchObject({
        status: 400,
        validationErrors: [expect.objectContaining({ members: ['to'] })],
      });
      expect(
        await refused('reservation-v2', {
          priceId: ids.prices.meetingRoomHour,
          from: '2030-01-16T09:00:00+03:00',
          to: '2030-01-16T09:30:00+03:00',
        }),
      ).toMatchObject({
        status: 400,
        validationErrors: [expect.objectContaining({ members: ['to'] })],
      });
      expect(
        await refused('reservation-v2', {
          priceId: ids.prices.photoshoot,
          'CustomFields[occasion]': 'party',
        }),
      ).toMatchObject({
        status: 400,
        validationErrors: [
          { message: 'This value is not valid', members: ['CustomFields[occasion]'] },
        ],
      });
      expect(
        await refused('reservation-v2', {
          priceId: ids.prices.massage,
          providersIds: Array(51).fill('x'),
        }),
      ).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    });
  });

  it('answers 400 TENANT_REQUIRED and 404 TENANT_NOT_FOUND before reading the query', async () => {
    for (const [headers, status, code] of [
      [{}, 400, 'TENANT_REQUIRED'],
      [{ __tenant: 'nobody' }, 404, 'TENANT_NOT_FOUND'],
    ] as const) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/app/merchandise/price-amount?PriceId=${ids.prices.coffee250g}`,
        headers,
      });
      expect(response.statusCode).toBe(status);
      expect(errorBodySchema.parse(response.json()).error.code).toBe(code);
    }
  });
});
