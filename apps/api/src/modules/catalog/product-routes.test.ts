import { errorBodySchema, productListSchema, productSchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds as ids } from '../../db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { testPublicUrl } from '../../testing/test-config.ts';

describe('catalogue routes', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  const get = (url: string, headers: Record<string, string> = { __tenant: 'demo' }) =>
    test.app.inject({ method: 'GET', url, headers });

  describe('GET /api/app/product', () => {
    it("lists the demo tenant's catalogue of every type in display order", async () => {
      const response = await get('/api/app/product?MaxResultCount=100', {
        __tenant: 'demo',
        'accept-language': 'en',
      });
      expect(response.statusCode).toBe(200);
      const list = productListSchema.parse(response.json());
      expect(list.totalCount).toBe(9);
      expect(list.items.map((item) => item.name)).toEqual([
        'Specialty Arabic Coffee',
        'Engraved Pen',
        'Coffee Club',
        'Spa Package - 5 Sessions',
        'Massage Session',
        'Full-Day Chalet',
        'Meeting Room by the Hour',
        'Car Wash at Your Place',
        'Photo Session',
      ]);
      expect(new Set(list.items.map((item) => item.typeString))).toEqual(
        new Set(['merchandise', 'subscription', 'package', 'reservation']),
      );
    });

    it('filters by type and pages with SkipCount and MaxResultCount', async () => {
      const reservations = productListSchema.parse(
        (await get('/api/app/product?type=reservation')).json(),
      );
      expect(reservations.totalCount).toBe(5);
      expect(reservations.items.every((item) => item.typeString === 'reservation')).toBe(true);
      const page = productListSchema.parse(
        (await get('/api/app/product?type=reservation&SkipCount=1&MaxResultCount=2')).json(),
      );
      expect(page.totalCount).toBe(5);
      expect(page.items.map((item) => item.id)).toEqual([
        ids.products.chalet,
        ids.products.meetingRoom,
      ]);
    });

    it("answers only the asking tenant's products", async () => {
      const salon = productListSchema.parse(
        (await get('/api/app/product', { __tenant: 'salon' })).json(),
      );
      expect(salon.items.map((item) => item.id)).toEqual([
        ids.products.salonHaircut,
        ids.products.salonHairKit,
      ]);
      const closed = productListSchema.parse(
        (await get('/api/app/product', { __tenant: 'closed' })).json(),
      );
      expect(closed).toEqual({ totalCount: 0, items: [] });
    });

    it('answers 400 VALIDATION_ERROR for an unknown type or a bad page', async () => {
      for (const url of [
        '/api/app/product?type=food',
        '/api/app/product?MaxResultCount=0',
        '/api/app/product?SkipCount=-1',
      ]) {
        const response = await get(url);
        expect(response.statusCode).toBe(400);
        expect(errorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
      }
    });

    it('answers 400 TENANT_REQUIRED without __tenant and 404 TENANT_NOT_FOUND for an unknown one', async () => {
      const missing = await get('/api/app/product', {});
      expect(missing.statusCode).toBe(400);
      expect(errorBodySchema.parse(missing.json()).error.code).toBe('TENANT_REQUIRED');
      const unknown = await get('/api/app/product', { __tenant: 'nobody' });
      expect(unknown.statusCode).toBe(404);
      expect(errorBodySchema.parse(unknown.json()).error.code).toBe('TENANT_NOT_FOUND');
    });
  });

  describe('GET /api/app/product/checkout/{productId}', () => {
    it('answers a merchandise product with its prices, stock, add-ons and image, in English', async () => {
      const response = await get(`/api/app/product/checkout/${ids.products.coffee}`, {
        __tenant: 'demo',
        'accept-language': 'en',
      });
      expect(response.statusCode).toBe(200);
      const product = productSchema.parse(response.json());
      expect(product).toMatchObject({
        id: ids.products.coffee,
        name: 'Specialty Arabic Coffee',
        typeString: 'merchandise',
        amount: 45,
        discountedAmount: null,
        productProviders: [],
        hasGeofencedProviders: false,
        customFields: [
          {
            key: 'giftWrap',
            label: 'Gift wrap',
            type: 'checkbox',
            required: false,
            options: null,
            price: 10,
          },
        ],
      });
      expect(product.pricing).toEqual([
        {
          id: ids.prices.coffee250g,
          name: '250 g',
          amount: 45,
          discountedAmount: null,
          depositAmount: null,
          period: null,
          stock: { isUnlimited: true, availableQuantity: 0 },
        },
        expect.objectContaining({ id: ids.prices.coffee500g, amount: 85, discountedAmount: 79 }),
        expect.objectContaining({
          id: ids.prices.coffee1kg,
          stock: { isUnlimited: false, availableQuantity: 0 },
        }),
      ]);
      expect(product.imageUrl).toMatch(
        new RegExp(`^${testPublicUrl}/api/app/product-image/${ids.products.coffee}\\?v=\\d+$`),
      );
    });

    it('names the product, its prices and options in Arabic by default', async () => {
      const product = productSchema.parse(
        (await get(`/api/app/product/checkout/${ids.products.photoshoot}`)).json(),
      );
      expect(product.name).toBe('جلسة تصوير');
      expect(product.pricing[0]?.name).toBe('جلسة ساعتين');
      expect(product.customFields[0]?.options).toEqual([
        { value: 'wedding', label: 'زفاف' },
        { value: 'graduation', label: 'تخرج' },
        { value: 'family', label: 'عائلة' },
      ]);
      expect(product.productProviders).toEqual([{ id: ids.providers.sara, name: 'سارة' }]);
    });

    it('answers the reservation extras: provider choice, full day, variable duration, geofences, deposit', async () => {
      const product = async (id: string) =>
        productSchema.parse((await get(`/api/app/product/checkout/${id}`)).json());
      expect(await product(ids.products.massage)).toMatchObject({
        enableCustomerToChooseProvider: true,
        showProviderName: true,
        isFullDayBooking: false,
        productProviders: [{ id: ids.providers.noura }, { id: ids.providers.huda }],
      });
      expect((await product(ids.products.chalet)).isFullDayBooking).toBe(true);
      expect((await product(ids.products.meetingRoom)).isVariableDuration).toBe(true);
      expect((await product(ids.products.carWash)).hasGeofencedProviders).toBe(true);
      expect((await product(ids.products.photoshoot)).pricing[0]?.depositAmount).toBe(500);
      const club = await product(ids.products.coffeeClub);
      expect(
        club.pricing.map((price) => [price.period, price.amount, price.discountedAmount]),
      ).toEqual([
        ['month', 99, null],
        ['year', 999, 899],
      ]);
    });

    it("answers 404 NOT_FOUND for an unknown id, a malformed id or another tenant's product", async () => {
      for (const [url, tenant] of [
        ['/api/app/product/checkout/00000000-0000-4000-8000-000000000000', 'demo'],
        ['/api/app/product/checkout/not-a-uuid', 'demo'],
        [`/api/app/product/checkout/${ids.products.coffee}`, 'salon'],
      ] as const) {
        const response = await get(url, { __tenant: tenant, 'accept-language': 'en' });
        expect(response.statusCode).toBe(404);
        expect(errorBodySchema.parse(response.json()).error).toMatchObject({
          code: 'NOT_FOUND',
          message: 'The requested item was not found.',
        });
      }
    });

    it('answers 400 TENANT_REQUIRED without __tenant', async () => {
      const response = await get(`/api/app/product/checkout/${ids.products.coffee}`, {});
      expect(errorBodySchema.parse(response.json()).error.code).toBe('TENANT_REQUIRED');
    });
  });

  describe('GET /api/app/product-image/{productId}', () => {
    it('serves the image without a tenant header, cacheable, embeddable and script-free', async () => {
      const product = productSchema.parse(
        (await get(`/api/app/product/checkout/${ids.products.chalet}`)).json(),
      );
      const response = await get(String(product.imageUrl).slice(testPublicUrl.length), {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toContain('<svg');
      expect(response.headers['cache-control']).toContain('max-age');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['content-security-policy']).toContain('sandbox');
    });

    it('answers 404 for a product without an image and 400 for an id that is not one', async () => {
      const unknown = await get('/api/app/product-image/00000000-0000-4000-8000-000000000000', {});
      expect(unknown.statusCode).toBe(404);
      expect(errorBodySchema.parse(unknown.json()).error.code).toBe('NOT_FOUND');
      const malformed = await get('/api/app/product-image/..%2F..%2Fetc%2Fpasswd', {});
      expect(malformed.statusCode).toBe(400);
      expect(errorBodySchema.parse(malformed.json()).error.validationErrors?.[0]?.members).toEqual([
        'productId',
      ]);
    });
  });
});
