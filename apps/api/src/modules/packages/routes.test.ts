import { customerPackageListSchema } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { catalogSeedIds } from '../../db/seed/catalog-seed-ids.ts';
import { customerAccountSeedIds, demoCustomerMobileNumber } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../testing/sign-in.ts';
import { errorOf } from '../carts/testing/cart-routes.ts';
import { placeOrder } from '../customers/testing/place-order.ts';

const day = 24 * 60 * 60 * 1000;
const spaPackage = (quantity: number) => ({
  productId: catalogSeedIds.products.spaPackage,
  priceId: catalogSeedIds.prices.spaPackage,
  quantity,
});

describe('GET /api/app/package/customer-packages/{customerId}', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  }, 60_000);
  afterAll(() => test.close());

  const packagesOf = async (shopper: SignedIn, query = '', customerId = shopper.customerId) =>
    test.app.inject({
      method: 'GET',
      url: `/api/app/package/customer-packages/${customerId}${query}`,
      headers: { ...shopper.headers, 'accept-language': 'en' },
    });
  const listOf = async (shopper: SignedIn, query = '') => {
    const response = await packagesOf(shopper, query);
    expect(response.statusCode).toBe(200);
    return customerPackageListSchema.parse(response.json());
  };

  it("answers the demo customer's spa package with the sessions left", async () => {
    const demo = await signIn(test.app, 'demo', demoCustomerMobileNumber);
    const { items } = await listOf(demo);
    const purchasedAt = new Date(test.clock.now().getTime() - 30 * day);
    expect(items).toEqual([
      {
        id: customerAccountSeedIds.spaPackage,
        productId: catalogSeedIds.products.spaPackage,
        name: 'Spa Package - 5 Sessions',
        orderNumber: expect.stringMatching(/^ORD-\d{6}$/) as string,
        payableItemGroupId: customerAccountSeedIds.orders[1]?.order,
        purchasedAt: purchasedAt.toISOString(),
        expiresAt: new Date(purchasedAt.getTime() + 180 * day).toISOString(),
        items: [
          {
            id: customerAccountSeedIds.spaPackageMassages,
            productId: catalogSeedIds.products.massage,
            productName: 'Massage Session',
            type: 'reservation',
            totalQuantity: 5,
            usedQuantity: 2,
            remainingQuantity: 3,
          },
        ],
      },
    ]);
  });

  it('makes a package per bought unit when an order with a package line completes', async () => {
    const sara = await signIn(test.app, 'demo', '0512300701');
    expect(await listOf(sara)).toEqual({ totalCount: 0, items: [] });
    const { orderNumber } = await placeOrder(test.app, sara, [spaPackage(2)]);
    const { totalCount, items } = await listOf(sara);
    expect(totalCount).toBe(2);
    for (const bought of items) {
      expect(bought).toMatchObject({
        productId: catalogSeedIds.products.spaPackage,
        orderNumber,
        purchasedAt: test.clock.now().toISOString(),
        expiresAt: new Date(test.clock.now().getTime() + 180 * day).toISOString(),
        items: [
          {
            productName: 'Massage Session',
            totalQuantity: 5,
            usedQuantity: 0,
            remainingQuantity: 5,
          },
        ],
      });
    }

    // A used-up package is left out unless every package is asked for; so is an expired one.
    const [usedUp, other] = items;
    await test.database.db
      .update(schema.customerPackageItems)
      .set({ usedQuantity: 5 })
      .where(eq(schema.customerPackageItems.customerPackageId, usedUp?.id ?? ''));
    expect((await listOf(sara)).items.map((bought) => bought.id)).toEqual([other?.id]);
    const all = await listOf(sara, '?includeAllPackageItems=true');
    expect(all.totalCount).toBe(2);
    expect(all.items.find((bought) => bought.id === usedUp?.id)?.items).toMatchObject([
      { usedQuantity: 5, remainingQuantity: 0 },
    ]);
    expect((await listOf(sara, '?includeAllPackageItems=false')).totalCount).toBe(1);

    await test.database.db
      .update(schema.customerPackages)
      .set({ expiresAt: test.clock.now() })
      .where(eq(schema.customerPackages.id, other?.id ?? ''));
    expect(await listOf(sara)).toEqual({ totalCount: 0, items: [] });
    expect((await listOf(sara, '?includeAllPackageItems=true')).totalCount).toBe(2);
  });

  it('a merchandise order makes no package', async () => {
    const sara = await signIn(test.app, 'demo', '0512300702');
    await placeOrder(test.app, sara, [
      {
        productId: catalogSeedIds.products.pen,
        priceId: catalogSeedIds.prices.pen,
        quantity: 1,
        customFields: { engraving: 'S' },
      },
    ]);
    expect((await listOf(sara, '?includeAllPackageItems=true')).totalCount).toBe(0);
  });

  it("answers 403 FORBIDDEN for any customerId that is not the token's", async () => {
    const sara = await signIn(test.app, 'demo', '0512300703');
    for (const customerId of [
      customerAccountSeedIds.demoCustomer,
      '00000000-0000-4000-8000-000000000000',
      'someone',
    ]) {
      const response = await packagesOf(sara, '', customerId);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    }
    // The token's own id matches whatever its letter case.
    expect((await packagesOf(sara, '', sara.customerId.toUpperCase())).statusCode).toBe(200);
  });

  it('refuses includeAllPackageItems that is not a boolean, and a call without a token', async () => {
    const sara = await signIn(test.app, 'demo', '0512300704');
    const bad = await packagesOf(sara, '?includeAllPackageItems=maybe');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).validationErrors?.[0]?.members).toEqual(['includeAllPackageItems']);
    const anonymous = await test.app.inject({
      method: 'GET',
      url: `/api/app/package/customer-packages/${sara.customerId}`,
      headers: { __tenant: 'demo' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).code).toBe('UNAUTHORIZED');
  });
});
