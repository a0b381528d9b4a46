import { errorBodySchema, processCartResultSchema } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn } from '../../testing/sign-in.ts';
import { cartOfResponse, newCartWith, seededItems } from '../carts/testing/cart-routes.ts';

describe('POST /api/app/cart/{cartId}/process under concurrency', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  }, 60_000);
  afterAll(() => test.close());

  it.each([
    ['cash', 'ar', 'يجب أن تكون طريقة الدفع 1 (نقدًا) أو 2 (إلكترونيًا) أو 3 (تحويل بنكي)'],
    ['4', 'en', 'The payment method must be 1 (cash), 2 (online) or 3 (bank transfer)'],
    ['', 'en', 'The payment method must be 1 (cash), 2 (online) or 3 (bank transfer)'],
  ])(
    'refuses paymentMethod=%s with its field message in the request language (%s)',
    async (value, language, message) => {
      const response = await test.app.inject({
        method: 'POST',
        url: `/api/app/cart/00000000-0000-4000-8000-000000000000/process?paymentMethod=${value}`,
        headers: { __tenant: 'demo', 'accept-language': language },
      });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.validationErrors).toEqual([
        { message, members: ['paymentMethod'] },
      ]);
    },
  );

  it('makes exactly one order of 10 parallel calls, each answering it, never a 5xx', async () => {
    const sara = await signIn(test.app, 'demo', '0512300301');
    const cart = await newCartWith(test.app, sara.headers, [
      seededItems.coffee250g(),
      seededItems.pen(),
      seededItems.massage({
        reservationDateFrom: '2030-01-16T10:00:00.000Z',
        reservationDateTo: '2030-01-16T11:00:00.000Z',
      }),
    ]);
    cartOfResponse(
      await test.app.inject({
        method: 'PUT',
        url: `/api/app/cart/customer/${cart.id}`,
        headers: sara.headers,
        query: { name: 'Sara', mobileNumber: sara.mobileNumber, otpToken: sara.otpToken },
        payload: {},
      }),
    );
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        test.app.inject({
          method: 'POST',
          url: `/api/app/cart/${cart.id}/process?paymentMethod=1`,
          headers: sara.headers,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    const results = responses.map((response) => processCartResultSchema.parse(response.json()));
    expect(new Set(results.map((result) => result.orderNumber)).size).toBe(1);
    const orders = await test.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.cartId, cart.id));
    expect(orders).toHaveLength(1);
    const statusEvents = await test.database.db
      .select()
      .from(schema.cartEvents)
      .where(eq(schema.cartEvents.cartId, cart.id));
    expect(statusEvents.filter((event) => event.type === 'status')).toHaveLength(1);
    // The reservation was booked once, under the line's id.
    const bookings = await test.database.db
      .select()
      .from(schema.bookings)
      .where(eq(schema.bookings.reference, cart.cartItems[2]?.id ?? ''));
    expect(bookings).toHaveLength(1);
  });
});
