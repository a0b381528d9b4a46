import { customerSubscriptionSchema, type AddCartItem } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { catalogSeedIds } from '../../db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../testing/sign-in.ts';
import { placeOrder } from '../customers/testing/place-order.ts';

const coffeeClub = (
  price: 'coffeeClubMonthly' | 'coffeeClubYearly',
  subscriptionStartDate?: string,
): AddCartItem => ({
  productId: catalogSeedIds.products.coffeeClub,
  priceId: catalogSeedIds.prices[price],
  quantity: 1,
  ...(subscriptionStartDate === undefined ? {} : { subscriptionStartDate }),
});

describe('completing an order with a subscription line', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  }, 60_000);
  afterAll(() => test.close());

  const subscriptionOf = async (shopper: SignedIn) => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/app/identity-customer/customer-subscription',
      headers: { ...shopper.headers, 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    return body === null ? null : customerSubscriptionSchema.parse(body);
  };
  const storedFor = (shopper: SignedIn) =>
    test.database.db
      .select()
      .from(schema.customerSubscriptions)
      .where(eq(schema.customerSubscriptions.customerId, shopper.customerId));

  it("records the customer's subscription from the line's start date, renewing a month later", async () => {
    const sara = await signIn(test.app, 'demo', '0512300801');
    expect(await subscriptionOf(sara)).toBeNull();
    // The test clock stands at 2030-01-15 12:00 in Riyadh; the shopper starts on the 20th.
    const { cartId } = await placeOrder(test.app, sara, [
      coffeeClub('coffeeClubMonthly', '2030-01-20'),
    ]);
    const subscription = await subscriptionOf(sara);
    expect(subscription).toEqual({
      id: expect.any(String) as string,
      productId: catalogSeedIds.products.coffeeClub,
      productName: 'Coffee Club',
      priceId: catalogSeedIds.prices.coffeeClubMonthly,
      period: 'month',
      amount: 99,
      status: 'active',
      startDate: '2030-01-19T21:00:00.000Z',
      endDate: '2030-02-19T21:00:00.000Z',
    });
    const [order] = await test.database.db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(eq(schema.orders.cartId, cartId));
    expect(await storedFor(sara)).toMatchObject([
      { id: subscription?.id, orderId: order?.id, createdAt: test.clock.now() },
    ]);
  });

  it('starts now without a start date, and a yearly price renews a year later', async () => {
    const omar = await signIn(test.app, 'demo', '0512300802');
    await placeOrder(test.app, omar, [coffeeClub('coffeeClubYearly')]);
    const now = test.clock.now();
    const nextYear = new Date(now);
    nextYear.setUTCFullYear(now.getUTCFullYear() + 1);
    expect(await subscriptionOf(omar)).toMatchObject({
      priceId: catalogSeedIds.prices.coffeeClubYearly,
      period: 'year',
      amount: 899,
      status: 'active',
      startDate: now.toISOString(),
      endDate: nextYear.toISOString(),
    });
  });

  it('an order by bank transfer records it too; an order without a subscription records none', async () => {
    const lina = await signIn(test.app, 'demo', '0512300803');
    await placeOrder(
      test.app,
      lina,
      [
        {
          productId: catalogSeedIds.products.pen,
          priceId: catalogSeedIds.prices.pen,
          quantity: 1,
          customFields: { engraving: 'L' },
        },
      ],
      'bankTransfer',
    );
    expect(await subscriptionOf(lina)).toBeNull();
    expect(await storedFor(lina)).toEqual([]);
    await placeOrder(test.app, lina, [coffeeClub('coffeeClubMonthly')], 'bankTransfer');
    expect(await subscriptionOf(lina)).toMatchObject({ period: 'month', status: 'active' });
  });
});
