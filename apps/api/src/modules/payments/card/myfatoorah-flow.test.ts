import {
  cartPaymentSchema,
  paymentSessionSchema,
  type AddCartItem,
  type CartPayment,
} from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds } from '../../../db/seed/catalog-seed-ids.ts';
import { signIn } from '../../../testing/sign-in.ts';
import {
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

/** The clinic's consultation (Sat–Thu 09–21 Riyadh) on 2030-01-16 at `time` UTC. */
const consultationAt = (time: string, until: string): AddCartItem => ({
  productId: catalogSeedIds.products.clinicConsultation,
  priceId: catalogSeedIds.prices.clinicConsultation,
  quantity: 1,
  reservationDateFrom: `2030-01-16T${time}:00.000Z`,
  reservationDateTo: `2030-01-16T${until}:00.000Z`,
});
const vitamin: AddCartItem = {
  productId: catalogSeedIds.products.clinicVitaminD3,
  priceId: catalogSeedIds.prices.clinicVitaminD3,
  quantity: 2,
};

describe('session-style card payments (myfatoorah) at the clinic', () => {
  let test: PaymentTestApp;
  beforeAll(async () => {
    test = await buildPaymentTestApp();
  }, 60_000);
  afterAll(() => test.close());

  it('shows the clinic cards going through myfatoorah, and refuses them at moyasar', async () => {
    const settings = await test.app.inject({
      method: 'GET',
      url: '/api/app/setting-manager/payment-and-tax-settings',
      headers: { __tenant: 'clinic' },
    });
    expect(ok<Record<string, unknown>>(settings)).toMatchObject({ cardProvider: 'myfatoorah' });
    const { cart, headers } = await readyCart(test, [vitamin], {
      tenant: 'clinic',
      mobileNumber: '0512600001',
    });
    const session = (method: string) =>
      test.app.inject({
        method: 'POST',
        url: '/payment/moyasar/session',
        headers: { ...headers, 'idempotency-key': `clinic-${method}-key` },
        payload: { cartId: cart.id, method, callbackUrl: checkoutUrl },
      });
    expect(errorOf(await session('mada'))).toMatchObject({
      status: 400,
      code: 'INVALID_OPERATION',
      message: "This store's cards are paid through another payment provider.",
    });
    expect(await attemptsOf(test, cart.id)).toHaveLength(0);
    // Apple Pay still goes through the token-style provider.
    expect((await session('applepay')).statusCode).toBe(200);
  });

  it('initiates a session only for the signed-in customer', async () => {
    const shopper = await signIn(test.app, 'clinic', '0512600002');
    const initiate = (customerId: string) =>
      test.app.inject({
        method: 'POST',
        url: `/api/app/payment/initiate-session/${customerId}`,
        headers: shopper.headers,
        query: { callbackUrl: checkoutUrl, totalAmount: '100' },
      });
    const session = paymentSessionSchema.parse(ok(await initiate(shopper.customerId)));
    expect(session).toEqual({
      sessionId: `session-${shopper.customerId}`,
      countryCode: 'SAU',
      scriptUrl: 'https://provider.test/myfatoorah/session.js',
    });
    expect(errorOf(await initiate('00000000-0000-4000-8000-000000000000'))).toMatchObject({
      status: 403,
    });
  });

  it('executes the payment once per key, then completes the order on return', async () => {
    const { cart, headers } = await readyCart(test, [consultationAt('07:00', '07:30'), vitamin], {
      tenant: 'clinic',
      mobileNumber: '0512600003',
    });
    expect(cart.amountToBePaid).toBe(391); // (250 + 2 × 45) + 15 % tax
    const execute = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/app/payment/execute-cart-payment',
        headers: { ...headers, 'idempotency-key': 'clinic-execute-key-1' },
        query: {
          sessionId: 'session-1',
          cartId: cart.id,
          callbackUrl: checkoutUrl,
          errorCallbackUrl: `${checkoutUrl}&error=1`,
        },
      });
    const before = test.providers.count('myfatoorah.executePayment');
    const [first, second] = await Promise.all([execute(), execute()]);
    const payment = cartPaymentSchema.parse(ok<CartPayment>(first));
    expect(ok<CartPayment>(second)).toEqual(payment);
    expect(ok<CartPayment>(await execute())).toEqual(payment);
    expect(test.providers.count('myfatoorah.executePayment') - before).toBe(1);
    expect(payment.paymentUrl).toBe(`https://provider.test/myfatoorah/pay/${payment.paymentId}`);
    expect(await bookingsOf(test, cart.cartItems[0]?.id ?? '')).toHaveLength(1);

    test.providers.settle(payment.paymentId, 'paid');
    const back = await test.app.inject({
      method: 'GET',
      url: `/api/app/payment/return/${payment.attemptId}?paymentId=123`,
    });
    expect(back.statusCode).toBe(303);
    const [order] = await ordersOf(test, cart.id);
    expect(order).toMatchObject({ paymentMethod: 'visa', totalAmount: 391 });
  });
});
