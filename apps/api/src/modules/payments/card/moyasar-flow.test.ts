import {
  cartPaymentSchema,
  moyasarSessionSchema,
  paymentAttemptSchema,
  processCartResultSchema,
  type AddCartItem,
  type CartPayment,
  type MoyasarSession,
} from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema/index.ts';
import { testPublicUrl } from '../../../testing/test-config.ts';
import { signIn } from '../../../testing/sign-in.ts';
import { seededItems } from '../../carts/testing/cart-routes.ts';
import { paymentContextOf } from '../payment-context.ts';
import {
  attemptOf,
  attemptsOf,
  bookingsOf,
  buildPaymentTestApp,
  checkoutUrl,
  errorOf,
  ok,
  ordersOf,
  readyCart,
  type PaymentTestApp,
} from '../testing/payments.ts';
import { sweepLapsedAttempts } from '../provider-return/sweep-lapsed-attempts.ts';

/** A one-hour massage with Noura (Sun–Thu 09–17 Riyadh) at `hour` UTC on 2030-01-`day`. */
const massageAt = (day: number, hour: number): AddCartItem =>
  seededItems.massage({
    reservationDateFrom: `2030-01-${day}T${String(hour).padStart(2, '0')}:00:00.000Z`,
    reservationDateTo: `2030-01-${day}T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
  });

let keys = 0;
const newKey = () => `checkout-key-${String(++keys).padStart(4, '0')}`;

describe('token-style card payments (moyasar)', () => {
  let test: PaymentTestApp;
  beforeAll(async () => {
    test = await buildPaymentTestApp();
  }, 60_000);
  afterAll(() => test.close());

  async function startSession(
    headers: Record<string, string>,
    cartId: string,
    options: { key?: string; method?: string; callbackUrl?: string } = {},
  ) {
    return test.app.inject({
      method: 'POST',
      url: '/payment/moyasar/session',
      headers: { ...headers, 'idempotency-key': options.key ?? newKey() },
      payload: {
        cartId,
        method: options.method ?? 'mada',
        callbackUrl: options.callbackUrl ?? checkoutUrl,
      },
    });
  }
  const pay = (headers: Record<string, string>, attemptId: string) =>
    test.app.inject({
      method: 'POST',
      url: '/payment/moyasar/pay',
      headers,
      payload: { attemptId, token: 'token_from_browser' },
    });
  const returnFrom = (attemptId: string) =>
    test.app.inject({
      method: 'GET',
      url: `/api/app/payment/return/${attemptId}?id=whatever&status=paid`,
    });

  it('pays: session, token, 3-D Secure, return → 303 to the checkout, order with the method', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g(), massageAt(16, 6)], {
      mobileNumber: '0512400001',
    });
    const session = moyasarSessionSchema.parse(
      ok<MoyasarSession>(await startSession(headers, cart.id)),
    );
    expect(session).toMatchObject({
      publishableApiKey: 'pk_test_fake',
      apiBaseUrl: 'https://provider.test/moyasar',
      amount: Math.round(cart.amountToBePaid * 100),
      currency: 'SAR',
      callbackUrl: `${testPublicUrl}/api/app/payment/return/${session.attemptId}`,
      metadata: { attemptId: session.attemptId, cartId: cart.id },
      applePay: { merchantName: 'Demo Store', countryCode: 'SA' },
    });
    expect(session.description).toContain('Demo Store');
    // The slot is held while the shopper pays.
    expect(await bookingsOf(test, cart.cartItems[1]?.id ?? '')).toHaveLength(1);

    const payment = cartPaymentSchema.parse(ok<CartPayment>(await pay(headers, session.attemptId)));
    expect(payment.paymentUrl).toBe(`https://provider.test/moyasar/3ds/${payment.paymentId}`);
    expect((await attemptOf(test, headers, session.attemptId)).status).toBe('pending');

    test.providers.settle(payment.paymentId, 'paid');
    const back = await returnFrom(session.attemptId);
    expect(back.statusCode).toBe(303);
    const location = new URL(String(back.headers.location));
    expect(location.origin + location.pathname).toBe('https://shop.example/checkout');
    expect(location.searchParams.get('cart')).toBe('1');
    expect(location.searchParams.get('paymentAttempt')).toBe(session.attemptId);

    const [order] = await ordersOf(test, cart.id);
    expect(order).toMatchObject({ paymentMethod: 'mada', amountToBePaid: cart.amountToBePaid });
    const attempt = await attemptOf(test, headers, session.attemptId);
    expect(attempt).toMatchObject({ status: 'paid', orderNumber: order?.orderNumber });
    // The held booking became the order's: still one, not booked twice.
    expect(await bookingsOf(test, cart.cartItems[1]?.id ?? '')).toHaveLength(1);

    const processed = processCartResultSchema.parse(
      ok(
        await test.app.inject({
          method: 'POST',
          url: `/api/app/cart/${cart.id}/process?paymentMethod=2`,
          headers,
        }),
      ),
    );
    expect(processed).toEqual({
      orderNumber: order?.orderNumber,
      cartId: cart.id,
      status: 'completed',
    });
    const events = await test.database.db
      .select()
      .from(schema.cartEvents)
      .where(eq(schema.cartEvents.cartId, cart.id));
    expect(events.filter((event) => event.type === 'status')).toHaveLength(1);
  });

  it('makes one attempt and one provider payment of repeated and concurrent requests', async () => {
    // With a reservation: a request that checks the cart after another with its key held the
    // place must answer that attempt, not "no longer available".
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g(), massageAt(17, 7)], {
      mobileNumber: '0512400002',
    });
    const key = newKey();
    const sessions = await Promise.all(
      Array.from({ length: 8 }, () => startSession(headers, cart.id, { key })),
    );
    const ids = sessions.map((response) => ok<MoyasarSession>(response).attemptId);
    expect(new Set(ids).size).toBe(1);
    const again = ok<MoyasarSession>(await startSession(headers, cart.id, { key }));
    expect(again.attemptId).toBe(ids[0]);
    expect(await attemptsOf(test, cart.id)).toHaveLength(1);

    const before = test.providers.count('moyasar.payWithToken');
    const [first, second] = await Promise.all([
      pay(headers, again.attemptId),
      pay(headers, again.attemptId),
    ]);
    expect(ok<CartPayment>(first)).toEqual(ok<CartPayment>(second));
    expect(ok<CartPayment>(await pay(headers, again.attemptId))).toEqual(ok<CartPayment>(first));
    expect(test.providers.count('moyasar.payWithToken') - before).toBe(1);
    // Not also completed by cash while it is being paid online.
    const cash = await test.app.inject({
      method: 'POST',
      url: `/api/app/cart/${cart.id}/process?paymentMethod=1`,
      headers,
    });
    expect(errorOf(cash)).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it.each([
    ['declined', 'PAYMENT_DECLINED', 7],
    ['insufficient_funds', 'PAYMENT_DECLINED', 8],
  ] as const)(
    'a token payment %s at once: 402 %s, hold freed, no order',
    async (outcome, code, hour) => {
      const { cart, headers } = await readyCart(test, [massageAt(16, hour)], {
        mobileNumber: `05124000${hour}0`,
      });
      const key = newKey();
      const session = ok<MoyasarSession>(await startSession(headers, cart.id, { key }));
      test.providers.state.moyasarTokenOutcome = outcome;
      try {
        const refused = errorOf(await pay(headers, session.attemptId));
        expect(refused).toMatchObject({ status: 402, code, message: 'The payment was declined.' });
      } finally {
        test.providers.state.moyasarTokenOutcome = 'three_ds';
      }
      const attempt = await attemptOf(test, headers, session.attemptId);
      expect(attempt).toMatchObject({
        status: 'failed',
        holdExpiresAt: null,
        failure: { code, reason: outcome },
      });
      expect(await bookingsOf(test, cart.cartItems[0]?.id ?? '')).toHaveLength(0);
      expect(await ordersOf(test, cart.id)).toHaveLength(0);
      // The same key answers its failure; a new key may pay again, the slot being free.
      expect(errorOf(await startSession(headers, cart.id, { key }))).toMatchObject({
        status: 409,
        code,
      });
      const retry = ok<MoyasarSession>(await startSession(headers, cart.id));
      expect(retry.attemptId).not.toBe(session.attemptId);
      expect(await bookingsOf(test, cart.cartItems[0]?.id ?? '')).toHaveLength(1);
    },
  );

  it('a failed 3-D Secure fails AUTHENTICATION_FAILED on return, frees the slot for another shopper', async () => {
    const slot = massageAt(16, 9);
    const { cart, headers } = await readyCart(test, [slot], { mobileNumber: '0512400004' });
    const session = ok<MoyasarSession>(await startSession(headers, cart.id));
    const payment = ok<CartPayment>(await pay(headers, session.attemptId));
    // Meanwhile the slot is held: another shopper cannot even put it in a cart.
    const other = await signIn(test.app, 'demo', '0512400005');
    const otherHeaders = { ...other.headers, 'accept-language': 'en' };
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/app/cart/new-cart',
      headers: otherHeaders,
      payload: { source: 0 },
    });
    const otherCartId = ok<{ id: string }>(refused).id;
    const add = () =>
      test.app.inject({
        method: 'POST',
        url: `/api/app/cart/cart-items/${otherCartId}`,
        headers: otherHeaders,
        payload: [slot],
      });
    expect(errorOf(await add())).toMatchObject({ status: 409, code: 'ITEM_NOT_AVAILABLE' });

    test.providers.settle(payment.paymentId, 'authentication_failed');
    const back = await returnFrom(session.attemptId);
    expect(back.statusCode).toBe(303);
    expect(await attemptOf(test, headers, session.attemptId)).toMatchObject({
      status: 'failed',
      failure: { code: 'AUTHENTICATION_FAILED', reason: 'authentication_failed' },
    });
    expect(await ordersOf(test, cart.id)).toHaveLength(0);
    expect(
      errorOf(
        await test.app.inject({
          method: 'POST',
          url: `/api/app/cart/${cart.id}/process?paymentMethod=2`,
          headers,
        }),
      ),
    ).toMatchObject({
      status: 400,
      code: 'INVALID_OPERATION',
      message: 'The payment has not been completed.',
    });
    // Freed: the other shopper gets it.
    expect((await add()).statusCode).toBe(200);
  });

  it('answers a provider that cannot be reached 502 PROVIDER_UNAVAILABLE and fails the attempt', async () => {
    const { cart, headers } = await readyCart(test, [massageAt(16, 10)], {
      mobileNumber: '0512400006',
    });
    const session = ok<MoyasarSession>(await startSession(headers, cart.id));
    test.providers.state.moyasarTokenOutcome = 'network_error';
    try {
      expect(errorOf(await pay(headers, session.attemptId))).toMatchObject({
        status: 502,
        code: 'PROVIDER_UNAVAILABLE',
      });
    } finally {
      test.providers.state.moyasarTokenOutcome = 'three_ds';
    }
    expect((await attemptOf(test, headers, session.attemptId)).status).toBe('failed');
    expect(await bookingsOf(test, cart.cartItems[0]?.id ?? '')).toHaveLength(0);
  });

  it('refunds a payment of another amount and makes no order', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '0512400007',
    });
    const session = ok<MoyasarSession>(await startSession(headers, cart.id));
    const payment = ok<CartPayment>(await pay(headers, session.attemptId));
    test.providers.settle(payment.paymentId, 'wrong_amount');
    const refunds = test.providers.count('moyasar.refund');
    expect((await returnFrom(session.attemptId)).statusCode).toBe(303);
    expect(await attemptOf(test, headers, session.attemptId)).toMatchObject({
      status: 'failed',
      failure: { code: 'PAYMENT_PROCESSING_FAILED', reason: 'amount_mismatch' },
    });
    expect(test.providers.count('moyasar.refund') - refunds).toBe(1);
    expect(await ordersOf(test, cart.id)).toHaveLength(0);
  });

  it('makes one order of 10 concurrent settlements (returns and status polls)', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g(), massageAt(16, 11)], {
      mobileNumber: '0512400008',
    });
    const session = ok<MoyasarSession>(await startSession(headers, cart.id));
    const payment = ok<CartPayment>(await pay(headers, session.attemptId));
    test.providers.settle(payment.paymentId, 'paid');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? returnFrom(session.attemptId)
          : test.app.inject({
              method: 'GET',
              url: `/api/app/payment/attempts/${session.attemptId}`,
              headers,
            }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      ...Array<number>(5).fill(200),
      ...Array<number>(5).fill(303),
    ]);
    expect(await ordersOf(test, cart.id)).toHaveLength(1);
    expect(await bookingsOf(test, cart.cartItems[1]?.id ?? '')).toHaveLength(1);
  });

  it('records an Apple Pay payment only when its reference is the attempt', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '0512400009',
    });
    const session = ok<MoyasarSession>(
      await startSession(headers, cart.id, { method: 'applepay' }),
    );
    const foreign = test.providers.browserPayment('someone-elses-attempt', cart.amountToBePaid);
    const verify = (providerPaymentId: string) =>
      test.app.inject({
        method: 'POST',
        url: `/api/app/payment/attempts/${session.attemptId}/verify`,
        headers,
        payload: { providerPaymentId },
      });
    expect(errorOf(await verify(foreign))).toMatchObject({
      status: 400,
      code: 'INVALID_OPERATION',
      message: 'This payment does not belong to this order.',
    });
    const own = test.providers.browserPayment(session.attemptId, cart.amountToBePaid);
    const verified = paymentAttemptSchema.parse(ok(await verify(own)));
    expect(verified).toMatchObject({ status: 'paid', method: 'applepay' });
    const [order] = await ordersOf(test, cart.id);
    expect(order?.paymentMethod).toBe('applepay');
  });

  it('refuses a foreign return URL, a missing key, and another customer', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '0512400010',
    });
    expect(
      errorOf(await startSession(headers, cart.id, { callbackUrl: 'https://evil.example/x' })),
    ).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'This URL is not an allowed return address.',
    });
    const keyless = await test.app.inject({
      method: 'POST',
      url: '/payment/moyasar/session',
      headers: { ...headers, 'idempotency-key': 'short' },
      payload: { cartId: cart.id, method: 'mada', callbackUrl: checkoutUrl },
    });
    expect(errorOf(keyless)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await attemptsOf(test, cart.id)).toHaveLength(0);

    const session = ok<MoyasarSession>(await startSession(headers, cart.id));
    const stranger = await signIn(test.app, 'demo', '0512400011');
    const strangerHeaders = { ...stranger.headers, 'accept-language': 'en' };
    expect(errorOf(await pay(strangerHeaders, session.attemptId))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    const read = await test.app.inject({
      method: 'GET',
      url: `/api/app/payment/attempts/${session.attemptId}`,
      headers: strangerHeaders,
    });
    expect(errorOf(read)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(errorOf(await startSession(strangerHeaders, cart.id))).toMatchObject({ status: 403 });
    expect(
      errorOf(
        await test.app.inject({
          method: 'GET',
          url: `/api/app/payment/return/${stranger.customerId}`,
        }),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('blocks cart changes while paying; cancelling unblocks them and frees the slot', async () => {
    const { cart, headers } = await readyCart(test, [massageAt(16, 12)], {
      mobileNumber: '0512400012',
    });
    const session = ok<MoyasarSession>(await startSession(headers, cart.id));
    const changes = [
      {
        method: 'POST' as const,
        url: `/api/app/cart/cart-items/${cart.id}`,
        payload: [seededItems.coffee250g()],
      },
      { method: 'PUT' as const, url: `/api/app/cart/notes/${cart.id}?notes=hello`, payload: {} },
    ];
    for (const change of changes) {
      expect(errorOf(await test.app.inject({ ...change, headers }))).toMatchObject({
        status: 409,
        code: 'CONFLICT',
        message: 'A payment is in progress for this cart. Finish or cancel it first.',
      });
    }
    const cancelled = paymentAttemptSchema.parse(
      ok(
        await test.app.inject({
          method: 'POST',
          url: `/api/app/payment/attempts/${session.attemptId}/cancel`,
          headers,
        }),
      ),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', failure: { code: 'USER_CANCELLED' } });
    expect(await bookingsOf(test, cart.cartItems[0]?.id ?? '')).toHaveLength(0);
    for (const change of changes) {
      expect((await test.app.inject({ ...change, headers })).statusCode).toBe(200);
    }
  });

  it('expires a lapsed hold in the sweep, and completes a payment made after it while the slot is free', async () => {
    const { cart, headers } = await readyCart(test, [massageAt(17, 6)], {
      mobileNumber: '0512400013',
    });
    const session = ok<MoyasarSession>(await startSession(headers, cart.id));
    const payment = ok<CartPayment>(await pay(headers, session.attemptId));
    const context = paymentContextOf(test.app);
    expect(await sweepLapsedAttempts(context)).toBe(0);
    test.clock.advance(16 * 60_000);
    expect(await sweepLapsedAttempts(context)).toBeGreaterThanOrEqual(1);
    const [expired] = await attemptsOf(test, cart.id);
    expect(expired).toMatchObject({
      status: 'expired',
      failureReason: 'hold_lapsed',
      holdsPlaces: 'released',
    });
    expect(await bookingsOf(test, cart.cartItems[0]?.id ?? '')).toHaveLength(0);

    test.providers.settle(payment.paymentId, 'paid');
    expect((await returnFrom(session.attemptId)).statusCode).toBe(303);
    const [paid] = await attemptsOf(test, cart.id);
    expect(paid).toMatchObject({ status: 'paid', holdsPlaces: 'kept' });
    expect(await ordersOf(test, cart.id)).toHaveLength(1);
    expect(await bookingsOf(test, cart.cartItems[0]?.id ?? '')).toHaveLength(1);
  });
});
