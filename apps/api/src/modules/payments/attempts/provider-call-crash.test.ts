import type { CartPayment, MoyasarSession } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoyasarPort } from '../../../payment-providers/payment-provider-ports.ts';
import { seededItems } from '../../carts/testing/cart-routes.ts';
import { paymentContextOf } from '../payment-context.ts';
import { providerCallStaleMs } from './payment-attempt-repository.ts';
import { sweepLapsedAttempts } from '../provider-return/sweep-lapsed-attempts.ts';
import {
  attemptsOf,
  bookingsOf,
  buildPaymentTestApp,
  checkoutUrl,
  ok,
  ordersOf,
  readyCart,
  type PaymentTestApp,
} from '../testing/payments.ts';

/** A one-hour massage with Noura on 2030-01-20 at `hour` UTC. */
const massageAt = (hour: number) =>
  seededItems.massage({
    reservationDateFrom: `2030-01-20T${String(hour).padStart(2, '0')}:00:00.000Z`,
    reservationDateTo: `2030-01-20T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
  });

/**
 * The process dying between the provider call and recording its answer
 * (docs/decisions/0021): the provider took the money, the attempt knows only that a call went
 * out. Injected as the provider call's answer being lost (a non-provider error after the real
 * call), which leaves the database as a kill -9 at that point would.
 */
describe('a crash between the provider call and recording it', () => {
  let test: PaymentTestApp;
  let port: MoyasarPort;
  let realPay: MoyasarPort['payWithToken'];
  beforeAll(async () => {
    test = await buildPaymentTestApp();
    port = test.providers.moyasar;
    realPay = port.payWithToken.bind(port);
  }, 60_000);
  afterAll(() => test.close());

  /** The next token payment is made at the provider, then the process "dies". */
  function crashAfterNextCall() {
    port.payWithToken = async (input) => {
      port.payWithToken = realPay;
      await realPay(input);
      throw new Error('killed between the provider call and recording it');
    };
  }

  async function crashedPayment(mobileNumber: string, hour: number, key: string) {
    const { cart, headers } = await readyCart(test, [massageAt(hour)], { mobileNumber });
    const startSession = () =>
      test.app.inject({
        method: 'POST',
        url: '/payment/moyasar/session',
        headers: { ...headers, 'idempotency-key': key },
        payload: { cartId: cart.id, method: 'mada', callbackUrl: checkoutUrl },
      });
    const session = ok<MoyasarSession>(await startSession());
    const pay = () =>
      test.app.inject({
        method: 'POST',
        url: '/payment/moyasar/pay',
        headers,
        payload: { attemptId: session.attemptId, token: 'token_from_browser' },
      });
    test.providers.state.moyasarTokenOutcome = 'paid';
    crashAfterNextCall();
    const crashed = await pay();
    expect(crashed.statusCode).toBe(500);
    const [attempt] = await attemptsOf(test, cart.id);
    expect(attempt).toMatchObject({ status: 'pending', providerPaymentId: null });
    expect(attempt?.providerCallAt).not.toBeNull();
    return { cart, headers, session, startSession, pay };
  }

  it('a retry with the same key, once the call is stale, settles the one payment into one order', async () => {
    const payments = test.providers.count('moyasar.payWithToken');
    const { cart, session, startSession, pay } = await crashedPayment(
      '0512700001',
      6,
      'crash-key-0001',
    );
    try {
      expect(ok<MoyasarSession>(await startSession()).attemptId).toBe(session.attemptId);
      test.clock.advance(providerCallStaleMs);
      const [first, second] = await Promise.all([pay(), pay()]);
      const paid = ok<CartPayment>(first);
      expect(ok<CartPayment>(second).paymentId).toBe(paid.paymentId);
    } finally {
      test.providers.state.moyasarTokenOutcome = 'three_ds';
    }
    // Two calls with one given_id: the provider answered the first payment again.
    expect(test.providers.count('moyasar.payWithToken') - payments).toBe(2);
    const [attempt] = await attemptsOf(test, cart.id);
    expect(attempt).toMatchObject({ status: 'paid', providerCallAt: null, moneyReturn: null });
    expect(test.providers.payment(attempt?.providerPaymentId ?? '')?.status).toBe('paid');
    expect(await ordersOf(test, cart.id)).toHaveLength(1);
    expect(await bookingsOf(test, cart.cartItems[0]?.id ?? '')).toHaveLength(1);
  });

  it('without a retry, the sweeper finds the payment by its reference and makes one order', async () => {
    const { cart } = await crashedPayment('0512700002', 8, 'crash-key-0002');
    test.providers.state.moyasarTokenOutcome = 'three_ds';
    const context = paymentContextOf(test.app);
    const finds = test.providers.count('moyasar.findByGivenId');
    test.clock.advance(16 * 60_000);
    expect(await sweepLapsedAttempts(context)).toBeGreaterThanOrEqual(1);
    expect(test.providers.count('moyasar.findByGivenId') - finds).toBe(1);
    const [attempt] = await attemptsOf(test, cart.id);
    expect(attempt).toMatchObject({ status: 'paid', holdsPlaces: 'kept', providerCallAt: null });
    expect(attempt?.providerPaymentId).not.toBeNull();
    expect(await ordersOf(test, cart.id)).toHaveLength(1);

    // Swept again: settled once, nothing more asked or refunded.
    const refunds = test.providers.count('moyasar.refund');
    await sweepLapsedAttempts(context);
    expect(await ordersOf(test, cart.id)).toHaveLength(1);
    expect(test.providers.count('moyasar.refund')).toBe(refunds);
  });
});
