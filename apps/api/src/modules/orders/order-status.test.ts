import { orderListSchema, type Order } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds } from '../../db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../testing/sign-in.ts';
import { massageSlot, newCartWith, seededItems } from '../carts/testing/cart-routes.ts';
import { placeOrder } from '../customers/testing/place-order.ts';

// What an order says it paid and what its lines say they were (docs/product/account.md, "Orders";
// docs/product/api.md, "Cart line details").
describe('orders: what was paid, what is pending, what was bought', () => {
  let test: TestApp;
  let sara: SignedIn;
  beforeAll(async () => {
    test = await buildTestApp();
    sara = await signIn(test.app, 'demo', '0512300501');
  }, 60_000);
  afterAll(() => test.close());

  async function ordersIn(language: 'ar' | 'en'): Promise<Order[]> {
    const answer = await test.app.inject({
      method: 'GET',
      url: '/api/app/identity-customer/orders',
      headers: { ...sara.headers, 'accept-language': language },
    });
    expect(answer.statusCode).toBe(200);
    return orderListSchema.parse(answer.json()).items;
  }

  it('says a cash order is payable on delivery and a bank transfer awaits verification, and names each line', async () => {
    const coffee500gWrapped = {
      productId: catalogSeedIds.products.coffee,
      priceId: catalogSeedIds.prices.coffee500g,
      quantity: 1,
      customFields: { giftWrap: 'true' },
    };
    const massage = {
      ...seededItems.massage(massageSlot),
      customFields: { hotStones: 'true', pressure: 'firm' },
    };
    const cash = await placeOrder(test.app, sara, [
      seededItems.coffee250g(2),
      coffee500gWrapped,
      massage,
    ]);
    test.clock.advance(60_000);
    const transfer = await placeOrder(test.app, sara, [seededItems.pen('Sara')], 'bankTransfer');

    const [transferOrder, cashOrder] = await ordersIn('en');
    expect(transferOrder).toMatchObject({
      cartId: transfer.cartId,
      paymentMethod: 'banktransfer',
      status: 'pendingVerification',
      items: [
        {
          productName: 'Engraved Pen',
          priceName: 'One pen',
          fieldDetails: [
            { key: 'engraving', label: 'Name to engrave', type: 'text', value: 'Sara', price: 0 },
          ],
        },
      ],
    });
    expect(cashOrder?.cartId).toBe(cash.cartId);
    expect(cashOrder?.status).toBe('payableOnDelivery');
    // The two coffee lines the issue found reading alike (SAR 90 and SAR 89) now differ.
    expect(cashOrder?.items).toMatchObject([
      {
        productName: 'Specialty Arabic Coffee',
        priceName: '250 g',
        amount: 90,
        priceDiscountAmount: 0,
        fieldDetails: [],
      },
      {
        productName: 'Specialty Arabic Coffee',
        priceName: '500 g',
        amount: 89,
        priceDiscountAmount: 6,
        fieldDetails: [
          { key: 'giftWrap', label: 'Gift wrap', type: 'checkbox', value: 'true', price: 10 },
        ],
      },
      {
        productName: 'Massage Session',
        priceName: 'One hour',
        reservationDateFrom: massageSlot.reservationDateFrom,
        reservationDateTo: massageSlot.reservationDateTo,
        providerNames: ['Noura'],
        isFullDayBooking: false,
        fieldDetails: [
          { key: 'hotStones', label: 'Hot stones', value: 'true', price: 50 },
          { key: 'pressure', label: 'Massage pressure', value: 'Firm', price: 0 },
        ],
      },
    ]);

    const [, cashInArabic] = await ordersIn('ar');
    expect(cashInArabic?.items.map((item) => item.priceName)).toEqual([
      '250 جرام',
      '500 جرام',
      expect.any(String),
    ]);
    expect(cashInArabic?.items[2]?.fieldDetails.map((field) => field.value)).toEqual([
      'true',
      'قوي',
    ]);
  });

  it("names a subscription line's option and period while it is in the cart", async () => {
    const cart = await newCartWith(test.app, { ...sara.headers, 'accept-language': 'en' }, [
      {
        productId: catalogSeedIds.products.coffeeClub,
        priceId: catalogSeedIds.prices.coffeeClubYearly,
        quantity: 1,
      },
    ]);
    const [line] = cart.cartItems;
    expect(line).toMatchObject({
      type: 'subscription',
      priceName: 'Yearly',
      subscriptionPeriod: 'year',
      isFullDayBooking: false,
      // 999 a year, sold at 899.
      priceDiscountAmount: 100,
    });
  });
});
