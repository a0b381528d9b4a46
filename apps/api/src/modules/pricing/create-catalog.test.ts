import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, productPrices, products } from '../../db/schema/index.ts';
import { catalogSeedIds as ids } from '../../db/seed/catalog-seed-ids.ts';
import { seedIds } from '../../db/seed/index.ts';
import { ApiError } from '../../errors/api-error.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import type { BookingRequest } from '../catalog/catalog-port.ts';
import { createCatalog, type Catalog } from './create-catalog.ts';

const demo = seedIds.tenants.demo;
const noPrices = '7d3f0b8e-1c2a-4e5b-9f72-0000000000ff';

/** The ApiError a call rejects with, as `{status, code, details, members}`. */
async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      details: error.options.details ?? null,
      members: error.options.validationErrors?.map((item) => item.members.join()) ?? [],
    };
  }
  throw new Error('expected a rejection');
}

const photoshoot = (overrides: Partial<BookingRequest> = {}): BookingRequest => ({
  productId: ids.products.photoshoot,
  priceId: ids.prices.photoshoot,
  from: '2030-01-16T16:00:00+03:00',
  to: '2030-01-16T18:00:00+03:00',
  quantity: 1,
  providerIds: [],
  providerCount: 1,
  ...overrides,
});

describe('createCatalog (the CatalogPort of the cart module)', () => {
  let test: TestApp;
  let catalog: Catalog;
  beforeAll(async () => {
    test = await buildTestApp();
    catalog = createCatalog(test.app.db, test.app.deps);
    await test.app.db.insert(products).values({
      id: noPrices,
      tenantId: demo,
      type: 'merchandise',
      nameAr: 'بلا أسعار',
      nameEn: 'No prices',
      createdAt: test.clock.now(),
    });
  });
  afterAll(() => test.close());

  const bookingsHeldBy = async (reference: string) =>
    test.app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.tenantId, demo), eq(bookings.reference, reference)));

  describe('findProduct', () => {
    it('answers the product in the asked language, null when the tenant has none such', async () => {
      expect(await catalog.findProduct(demo, ids.products.massage, 'en')).toMatchObject({
        name: 'Massage Session',
        typeString: 'reservation',
      });
      expect((await catalog.findProduct(demo, ids.products.massage, 'ar'))?.name).toBe('جلسة مساج');
      expect(
        await catalog.findProduct(seedIds.tenants.salon, ids.products.massage, 'en'),
      ).toBeNull();
      expect(await catalog.findProduct(demo, 'not-a-uuid', 'en')).toBeNull();
      expect(await catalog.findProduct(demo, noPrices, 'en')).toMatchObject({
        pricing: [],
        amount: 0,
        discountedAmount: null,
      });
    });
  });

  describe('priceLine', () => {
    it('prices a line by the same rule as the price-amount routes', async () => {
      expect(
        await catalog.priceLine(demo, {
          productId: ids.products.pen,
          priceId: ids.prices.pen,
          quantity: 2,
          customFieldValues: { engraving: 'Sara', giftBox: 'true' },
        }),
      ).toEqual({
        unitPrice: 120,
        effectiveQuantity: 2,
        totalPrice: 255,
        totalAfterDiscount: 255,
        flatAmount: 15,
        depositAmount: 0,
      });
      expect(
        await catalog.priceLine(demo, {
          productId: ids.products.photoshoot,
          priceId: ids.prices.photoshoot,
          quantity: 1,
          customFieldValues: { occasion: 'wedding' },
          from: '2030-01-16T16:00:00+03:00',
          to: '2030-01-16T18:00:00+03:00',
          providerIds: [],
          providerCount: 1,
        }),
      ).toMatchObject({ totalAfterDiscount: 1500, depositAmount: 500 });
    });

    it('needs required custom fields and a reservation period', async () => {
      expect(
        await rejection(
          catalog.priceLine(
            demo,
            {
              productId: ids.products.pen,
              priceId: ids.prices.pen,
              quantity: 1,
              customFieldValues: {},
            },
            'en',
          ),
        ),
      ).toMatchObject({
        status: 400,
        code: 'VALIDATION_ERROR',
        members: ['customFields.engraving'],
      });
      expect(
        await rejection(
          catalog.priceLine(demo, {
            productId: ids.products.massage,
            priceId: ids.prices.massage,
            quantity: 1,
            customFieldValues: {},
          }),
        ),
      ).toMatchObject({ status: 400, members: ['from', 'to'] });
    });

    it('refuses an unknown product, a price of another product, and a product without prices', async () => {
      const line = { quantity: 1, customFieldValues: {} };
      expect(
        await rejection(
          catalog.priceLine(demo, { ...line, productId: 'nope', priceId: ids.prices.pen }),
        ),
      ).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', members: ['productId'] });
      expect(
        await rejection(
          catalog.priceLine(demo, {
            ...line,
            productId: ids.products.coffee,
            priceId: ids.prices.pen,
          }),
        ),
      ).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', members: ['priceId'] });
      expect(
        await rejection(
          catalog.priceLine(demo, { ...line, productId: noPrices, priceId: ids.prices.pen }, 'en'),
        ),
      ).toMatchObject({
        status: 400,
        code: 'INVALID_OPERATION',
        message: 'Product has no pricing options',
      });
    });
  });

  describe('assertBookable', () => {
    it('accepts a free slot', async () => {
      await expect(catalog.assertBookable(demo, photoshoot())).resolves.toBeUndefined();
    });

    it('answers 409 ITEM_NOT_AVAILABLE for a started slot, a time that is no slot, or a missing location', async () => {
      expect(
        await rejection(
          catalog.assertBookable(
            demo,
            photoshoot({ from: '2030-01-14T16:00:00+03:00', to: '2030-01-14T18:00:00+03:00' }),
          ),
        ),
      ).toMatchObject({ status: 409, code: 'ITEM_NOT_AVAILABLE', details: 'past' });
      expect(
        await rejection(
          catalog.assertBookable(
            demo,
            photoshoot({ from: '2030-01-16T17:00:00+03:00', to: '2030-01-16T19:00:00+03:00' }),
          ),
        ),
      ).toMatchObject({ status: 409, details: 'slot' });
      const carWash = {
        productId: ids.products.carWash,
        priceId: ids.prices.carWashBasic,
        from: '2030-01-16T08:00:00+03:00',
        to: '2030-01-16T09:30:00+03:00',
      };
      expect(await rejection(catalog.assertBookable(demo, photoshoot(carWash)))).toMatchObject({
        status: 409,
        details: 'location',
      });
      await expect(
        catalog.assertBookable(
          demo,
          photoshoot({ ...carWash, customerLocation: { latitude: 24.7, longitude: 46.68 } }),
        ),
      ).resolves.toBeUndefined();
      expect(
        await rejection(
          catalog.assertBookable(
            demo,
            photoshoot({
              ...carWash,
              providerIds: [ids.providers.khalid],
              customerLocation: { latitude: 24.7, longitude: 46.68 },
            }),
          ),
        ),
      ).toMatchObject({ status: 409, details: 'providers' });
    });

    it('answers 400 for an unknown or non-reservation product, a foreign price or a malformed date', async () => {
      expect(
        await rejection(
          catalog.assertBookable(demo, photoshoot({ productId: ids.products.coffee })),
        ),
      ).toMatchObject({
        status: 400,
        members: ['productId'],
      });
      expect(
        await rejection(catalog.assertBookable(demo, photoshoot({ priceId: ids.prices.massage }))),
      ).toMatchObject({
        status: 400,
        members: ['priceId'],
      });
      expect(
        await rejection(catalog.assertBookable(demo, photoshoot({ from: '16 Jan' }))),
      ).toMatchObject({
        status: 400,
        members: ['from'],
      });
    });
  });

  describe('book and release', () => {
    it('books inside the transaction, replaces under the same reference and releases', async () => {
      const first = photoshoot({
        from: '2030-01-17T16:00:00+03:00',
        to: '2030-01-17T18:00:00+03:00',
      });
      await test.app.db.transaction((tx) =>
        catalog.book(tx, demo, { ...first, reference: 'item-1' }),
      );
      expect(await bookingsHeldBy('item-1')).toHaveLength(1);
      // The slot is now taken for anyone else.
      expect(await rejection(catalog.assertBookable(demo, first))).toMatchObject({ status: 409 });
      // Booking again under one reference moves the booking (an item whose slot changed).
      const moved = {
        ...first,
        from: '2030-01-17T18:00:00+03:00',
        to: '2030-01-17T20:00:00+03:00',
      };
      await test.app.db.transaction((tx) =>
        catalog.book(tx, demo, { ...moved, reference: 'item-1' }),
      );
      const held = await bookingsHeldBy('item-1');
      expect(held.map((row) => row.startsAt.toISOString())).toEqual(['2030-01-17T15:00:00.000Z']);
      await expect(catalog.assertBookable(demo, first)).resolves.toBeUndefined();
      await test.app.db.transaction((tx) => catalog.release(tx, demo, 'item-1'));
      expect(await bookingsHeldBy('item-1')).toEqual([]);
    });

    it('books one row per provider, picking free ones up to the provider count', async () => {
      await test.app.db.transaction((tx) =>
        catalog.book(tx, demo, {
          productId: ids.products.massage,
          priceId: ids.prices.massage,
          from: '2030-01-16T14:00:00+03:00',
          to: '2030-01-16T15:00:00+03:00',
          quantity: 1,
          providerIds: [ids.providers.huda],
          providerCount: 2,
          reference: 'pair',
        }),
      );
      expect((await bookingsHeldBy('pair')).map((row) => row.providerId).sort()).toEqual(
        [ids.providers.noura, ids.providers.huda].sort(),
      );
    });

    it('rolls back with the transaction when the slot is taken', async () => {
      const slot = photoshoot({
        from: '2030-01-18T16:00:00+03:00',
        to: '2030-01-18T18:00:00+03:00',
      });
      await test.app.db.transaction((tx) =>
        catalog.book(tx, demo, { ...slot, reference: 'winner' }),
      );
      expect(
        await rejection(
          test.app.db.transaction((tx) => catalog.book(tx, demo, { ...slot, reference: 'loser' })),
        ),
      ).toMatchObject({ status: 409, code: 'ITEM_NOT_AVAILABLE' });
      expect(await bookingsHeldBy('loser')).toEqual([]);
    });

    it('gives the last place of a slot to exactly one of 10 customers booking at once', async () => {
      const slot = photoshoot({
        from: '2030-01-19T20:00:00+03:00',
        to: '2030-01-19T22:00:00+03:00',
      });
      const attempts = await Promise.allSettled(
        Array.from({ length: 10 }, (_, index) =>
          test.app.db.transaction((tx) =>
            catalog.book(tx, demo, { ...slot, reference: `race-${index}` }),
          ),
        ),
      );
      expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
      for (const attempt of attempts) {
        if (attempt.status === 'rejected') {
          expect(attempt.reason).toBeInstanceOf(ApiError);
          expect((attempt.reason as ApiError).code).toBe('ITEM_NOT_AVAILABLE');
        }
      }
      const rows = await test.app.db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.productId, ids.products.photoshoot),
            eq(bookings.startsAt, new Date(Date.parse(slot.from))),
          ),
        );
      expect(rows).toHaveLength(1);
    });
  });

  describe('stock', () => {
    const stockOf = async (priceId: string) => {
      const [row] = await test.app.db
        .select({ available: productPrices.availableQuantity })
        .from(productPrices)
        .where(eq(productPrices.id, priceId));
      return row?.available;
    };

    it('assertInStock accepts unlimited or enough stock, refuses an empty or short one with 409', async () => {
      await expect(
        catalog.assertInStock(demo, ids.prices.coffee250g, 1000),
      ).resolves.toBeUndefined();
      await expect(catalog.assertInStock(demo, ids.prices.pen, 25)).resolves.toBeUndefined();
      // Short but not empty: the true reason, with how many are left (docs/product/errors.md).
      expect(await rejection(catalog.assertInStock(demo, ids.prices.pen, 26, 'en'))).toMatchObject({
        status: 409,
        code: 'NOT_ENOUGH_STOCK',
        message: 'Only 25 left in stock.',
        details: 'stock',
      });
      expect(await rejection(catalog.assertInStock(demo, ids.prices.pen, 26, 'ar'))).toMatchObject({
        code: 'NOT_ENOUGH_STOCK',
        message: 'المتبقي في المخزون 25 فقط.',
      });
      for (const [priceId, quantity] of [
        [ids.prices.coffee1kg, 1],
        ['00000000-0000-4000-8000-000000000000', 1],
        ['nope', 1],
      ] as const) {
        expect(await rejection(catalog.assertInStock(demo, priceId, quantity))).toMatchObject({
          status: 409,
          code: 'ITEM_NOT_AVAILABLE',
        });
      }
      expect(
        await rejection(catalog.assertInStock(seedIds.tenants.salon, ids.prices.pen, 1)),
      ).toMatchObject({
        status: 409,
      });
    });

    it('takeStock takes from limited stock and leaves unlimited stock alone', async () => {
      await test.app.db.transaction((tx) => catalog.takeStock(tx, demo, ids.prices.pen, 5));
      expect(await stockOf(ids.prices.pen)).toBe(20);
      await test.app.db.transaction((tx) => catalog.takeStock(tx, demo, ids.prices.coffee250g, 5));
      expect(await stockOf(ids.prices.coffee250g)).toBe(0);
      expect(
        await rejection(
          test.app.db.transaction((tx) => catalog.takeStock(tx, demo, ids.prices.coffee1kg, 1)),
        ),
      ).toMatchObject({ status: 409, code: 'ITEM_NOT_AVAILABLE' });
    });

    it('never goes below zero under 10 parallel takers', async () => {
      await test.app.db
        .update(productPrices)
        .set({ availableQuantity: 3 })
        .where(eq(productPrices.id, ids.prices.pen));
      const attempts = await Promise.allSettled(
        Array.from({ length: 10 }, () =>
          test.app.db.transaction((tx) => catalog.takeStock(tx, demo, ids.prices.pen, 1)),
        ),
      );
      expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(3);
      expect(await stockOf(ids.prices.pen)).toBe(0);
    });
  });
});
