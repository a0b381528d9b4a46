import {
  customerSchema,
  customerSubscriptionSchema,
  devOtpOutboxEntrySchema,
  orderListSchema,
  otpResponseSchema,
} from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { catalogSeedIds } from '../../db/seed/catalog-seed-ids.ts';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn, type SignedIn } from '../../testing/sign-in.ts';
import { errorOf, seededItems } from '../carts/testing/cart-routes.ts';
import { placeOrder } from './testing/place-order.ts';

describe('the customer account: profile, orders, subscription', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  }, 60_000);
  afterAll(() => test.close());

  // Shoppers that several cases share (a number gets at most 3 codes in 10 minutes).
  let shopper403: SignedIn | undefined;
  let shopper411: SignedIn | undefined;

  const english = (shopper: SignedIn) => ({ ...shopper.headers, 'accept-language': 'en' });

  async function putProfile(shopper: SignedIn, payload: Record<string, unknown>) {
    return test.app.inject({
      method: 'PUT',
      url: '/api/app/identity-customer',
      headers: english(shopper),
      payload,
    });
  }

  /** Sends a code to `mobileNumber` and answers its otp token and the code. */
  async function codeFor(mobileNumber: string) {
    const sent = await test.app.inject({
      method: 'POST',
      url: '/api/app/otp',
      headers: { __tenant: 'demo' },
      payload: { mobileNumber, purpose: 0 },
    });
    const { token } = otpResponseSchema.parse(sent.json());
    const outbox = await test.app.inject({
      method: 'GET',
      url: '/dev/otp-outbox',
      headers: { __tenant: 'demo' },
      query: { mobileNumber },
    });
    return { token, code: devOtpOutboxEntrySchema.parse(outbox.json()).code };
  }

  describe('GET and PUT /api/app/identity-customer', () => {
    it("answers a new customer's profile: its number, no name, email or fields yet", async () => {
      const sara = await signIn(test.app, 'demo', '0512300401');
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/app/identity-customer',
        headers: sara.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(customerSchema.parse(response.json())).toEqual({
        id: sara.customerId,
        name: null,
        mobileNumber: '+966512300401',
        email: null,
        customFields: {},
      });
    });

    it('saves name, email and custom fields, and keeps what a later update leaves out', async () => {
      const sara = await signIn(test.app, 'demo', '0512300402');
      const saved = await putProfile(sara, {
        name: '  Sara Ali ',
        email: ' sara@example.com ',
        customFields: { city: 'Riyadh' },
      });
      expect(saved.statusCode).toBe(200);
      expect(customerSchema.parse(saved.json())).toMatchObject({
        name: 'Sara Ali',
        email: 'sara@example.com',
        customFields: { city: 'Riyadh' },
      });
      expect((await putProfile(sara, { name: 'Sara' })).json()).toMatchObject({
        name: 'Sara',
        email: 'sara@example.com',
        customFields: { city: 'Riyadh' },
      });
      const cleared = await putProfile(sara, { name: 'Sara', email: null, customFields: {} });
      expect(cleared.json()).toMatchObject({ email: null, customFields: {} });
      const read = await test.app.inject({
        method: 'GET',
        url: '/api/app/identity-customer',
        headers: sara.headers,
      });
      expect(read.json()).toMatchObject({
        name: 'Sara',
        email: null,
        mobileNumber: '+966512300402',
      });
    });

    it.each([
      [{ name: 'Sara', email: 'not-an-email' }, 'email'],
      [{ name: 'Sara', email: '' }, 'email'],
      [{ name: '   ' }, 'name'],
      [{ email: 'sara@example.com' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: 'Sara', customFields: { city: 5 } }, 'customFields.city'],
      [{ name: 'Sara', mobileNumber: '12345' }, 'mobileNumber'],
    ])('refuses %j with 400 VALIDATION_ERROR on %s', async (payload, member) => {
      shopper403 ??= await signIn(test.app, 'demo', '0512300403');
      const response = await putProfile(shopper403, payload);
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.validationErrors?.map((item) => item.members.join('.'))).toContain(member);
    });

    it('changes the mobile number only with the code sent to the new number', async () => {
      const sara = await signIn(test.app, 'demo', '0512300404');
      const newNumber = '0512300405';

      const noCode = await putProfile(sara, { name: 'Sara', mobileNumber: newNumber });
      expect(noCode.statusCode).toBe(400);
      expect(errorOf(noCode).validationErrors).toEqual([
        { message: 'A new mobile number needs the code sent to it.', members: ['otp'] },
      ]);

      const { token, code } = await codeFor(newNumber);
      const wrong = await putProfile(sara, {
        name: 'Sara',
        mobileNumber: newNumber,
        otpToken: token,
        otp: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.statusCode).toBe(400);
      expect(errorOf(wrong).validationErrors).toEqual([
        { message: 'The code is not correct. 4 tries left.', members: ['otp'] },
      ]);

      // A code sent to a third number does not prove the new one.
      const other = await codeFor('0512300406');
      const otherNumber = await putProfile(sara, {
        name: 'Sara',
        mobileNumber: newNumber,
        otpToken: other.token,
        otp: other.code,
      });
      expect(errorOf(otherNumber).validationErrors?.[0]?.members).toEqual(['otpToken']);

      const changed = await putProfile(sara, {
        name: 'Sara',
        mobileNumber: newNumber,
        otpToken: token,
        otp: code,
      });
      expect(changed.statusCode).toBe(200);
      expect(customerSchema.parse(changed.json()).mobileNumber).toBe('+966512300405');

      // The code is single use.
      const again = await putProfile(sara, {
        name: 'Sara',
        mobileNumber: '0512300404',
        otpToken: token,
        otp: code,
      });
      expect(errorOf(again).validationErrors?.[0]?.message).toBe(
        'This code has already been used. Request a new one.',
      );
      // Sending the same number needs no code.
      expect((await putProfile(sara, { name: 'Sara', mobileNumber: newNumber })).statusCode).toBe(
        200,
      );
    });

    it("refuses another customer's number with 409 CONFLICT", async () => {
      const sara = await signIn(test.app, 'demo', '0512300407');
      await signIn(test.app, 'demo', '0512300408');
      const { token, code } = await codeFor('0512300408');
      const response = await putProfile(sara, {
        name: 'Sara',
        mobileNumber: '0512300408',
        otpToken: token,
        otp: code,
      });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toMatchObject({
        code: 'CONFLICT',
        message: 'This mobile number belongs to another account.',
      });
    });
  });

  it.each([
    ['GET', '/api/app/identity-customer'],
    ['PUT', '/api/app/identity-customer'],
    ['GET', '/api/app/identity-customer/orders'],
    ['GET', '/api/app/identity-customer/customer-subscription'],
  ] as const)('%s %s answers 401 UNAUTHORIZED without a token', async (method, url) => {
    const response = await test.app.inject({
      method,
      url,
      headers: { __tenant: 'demo' },
      ...(method === 'PUT' ? { payload: { name: 'Sara' } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHORIZED');
  });

  describe('GET /api/app/identity-customer/orders', () => {
    it('pages the orders 5 at a time, newest first, with totals, status and wallet pass', async () => {
      const sara = await signIn(test.app, 'demo', '0512300409');
      const placed: string[] = [];
      for (let index = 0; index < 6; index += 1) {
        test.clock.advance(60_000);
        placed.push(
          (await placeOrder(test.app, sara, [seededItems.coffee250g(index + 1)])).orderNumber,
        );
      }
      test.clock.advance(60_000);
      const transfer = await placeOrder(test.app, sara, [seededItems.pen()], 'bankTransfer');
      placed.push(transfer.orderNumber);

      const first = await test.app.inject({
        method: 'GET',
        url: '/api/app/identity-customer/orders',
        headers: english(sara),
      });
      expect(first.statusCode).toBe(200);
      const page = orderListSchema.parse(first.json());
      expect(page.totalCount).toBe(7);
      expect(page.items.map((order) => order.orderNumber)).toEqual(placed.slice(2).reverse());

      const [newest, cashOrder] = page.items;
      expect(newest).toMatchObject({
        cartId: transfer.cartId,
        paymentMethod: 'banktransfer',
        status: 'pendingVerification',
        subTotal: 120,
        discountAmount: 0,
        taxAmount: 18,
        totalAmount: 138,
        walletPassPath: `/api/app/wallet-passes/apple-wallet/cart/${transfer.cartId}`,
        items: [{ productName: 'Engraved Pen', quantity: 1, amount: 120, type: 'merchandise' }],
      });
      expect(cashOrder).toMatchObject({
        paymentMethod: 'cash',
        status: 'payableOnDelivery',
        subTotal: 270,
        totalAmount: 310.5,
        items: [{ quantity: 6, amount: 270, priceName: '250 g' }],
      });

      const second = await test.app.inject({
        method: 'GET',
        url: '/api/app/identity-customer/orders?SkipCount=5&MaxResultCount=5',
        headers: english(sara),
      });
      expect(orderListSchema.parse(second.json()).items.map((order) => order.orderNumber)).toEqual(
        placed.slice(0, 2).reverse(),
      );
      const two = await test.app.inject({
        method: 'GET',
        url: '/api/app/identity-customer/orders?MaxResultCount=2&Sorting=totalAmount%20asc',
        headers: english(sara),
      });
      expect(orderListSchema.parse(two.json()).items.map((order) => order.totalAmount)).toEqual([
        51.75, 103.5,
      ]);
    });

    it('answers a cancelled order without a wallet pass', async () => {
      const sara = await signIn(test.app, 'demo', '0512300410');
      const { cartId } = await placeOrder(test.app, sara, [seededItems.coffee250g()]);
      await test.database.db
        .update(schema.orders)
        .set({ status: 'cancelled' })
        .where(eq(schema.orders.cartId, cartId));
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/app/identity-customer/orders',
        headers: sara.headers,
      });
      expect(orderListSchema.parse(response.json()).items).toMatchObject([
        { cartId, status: 'cancelled', walletPassPath: null },
      ]);
    });

    it.each([
      ['SkipCount=-1', 'SkipCount'],
      ['MaxResultCount=0', 'MaxResultCount'],
      ['MaxResultCount=101', 'MaxResultCount'],
      ['MaxResultCount=five', 'MaxResultCount'],
      ['Sorting=name', 'Sorting'],
    ])('refuses %s with 400 VALIDATION_ERROR', async (query, member) => {
      shopper411 ??= await signIn(test.app, 'demo', '0512300411');
      const sara = shopper411;
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/app/identity-customer/orders?${query}`,
        headers: sara.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).validationErrors?.[0]?.members).toEqual([member]);
    });
  });

  describe('GET /api/app/identity-customer/customer-subscription', () => {
    it('answers JSON null without an active subscription, and the active one with its plan', async () => {
      const sara = await signIn(test.app, 'demo', '0512300412');
      const get = () =>
        test.app.inject({
          method: 'GET',
          url: '/api/app/identity-customer/customer-subscription',
          headers: english(sara),
        });
      const none = await get();
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();

      const now = test.clock.now();
      const day = 24 * 60 * 60 * 1000;
      const row = {
        tenantId: seedIds.tenants.demo,
        customerId: sara.customerId,
        productId: catalogSeedIds.products.coffeeClub,
        priceId: catalogSeedIds.prices.coffeeClubMonthly,
        orderId: null,
        createdAt: now,
      };
      await test.database.db.insert(schema.customerSubscriptions).values([
        {
          ...row,
          id: '00000000-0000-4000-8000-00000000a001',
          status: 'active',
          startDate: new Date(now.getTime() - 40 * day),
          endDate: new Date(now.getTime() - 10 * day),
        },
        {
          ...row,
          id: '00000000-0000-4000-8000-00000000a002',
          status: 'cancelled',
          startDate: new Date(now.getTime() - day),
          endDate: new Date(now.getTime() + 29 * day),
        },
      ]);
      expect((await get()).json()).toBeNull();

      await test.database.db.insert(schema.customerSubscriptions).values({
        ...row,
        id: '00000000-0000-4000-8000-00000000a003',
        status: 'active',
        startDate: new Date(now.getTime() - 5 * day),
        endDate: new Date(now.getTime() + 25 * day),
      });
      expect(customerSubscriptionSchema.parse((await get()).json())).toEqual({
        id: '00000000-0000-4000-8000-00000000a003',
        productId: catalogSeedIds.products.coffeeClub,
        productName: 'Coffee Club',
        priceId: catalogSeedIds.prices.coffeeClubMonthly,
        period: 'month',
        amount: 99,
        status: 'active',
        startDate: new Date(now.getTime() - 5 * day).toISOString(),
        endDate: new Date(now.getTime() + 25 * day).toISOString(),
      });
      const stored = await test.database.db
        .select()
        .from(schema.customerSubscriptions)
        .where(
          and(
            eq(schema.customerSubscriptions.customerId, sara.customerId),
            eq(schema.customerSubscriptions.status, 'active'),
          ),
        );
      expect(stored).toHaveLength(2);
    });
  });
});
