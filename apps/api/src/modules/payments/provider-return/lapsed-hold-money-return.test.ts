import type {
  AddCartItem,
  CartPayment,
  MoyasarSession,
  TabbySession,
  TamaraSession,
} from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds } from '../../../db/seed/catalog-seed-ids.ts';
import { PaymentProviderError } from '../../../payment-providers/payment-provider-ports.ts';
import { signIn } from '../../../testing/sign-in.ts';
import { seededItems } from '../../carts/testing/cart-routes.ts';
import { paymentContextOf } from '../payment-context.ts';
import { sweepLapsedAttempts } from './sweep-lapsed-attempts.ts';
import type { FakeSettlement } from '../testing/fake-payment-providers.ts';
import {
  attemptsOf,
  buildPaymentTestApp,
  checkoutUrl,
  ok,
  ordersOf,
  readyCart,
  type PaymentTestApp,
} from '../testing/payments.ts';

const urls = { successUrl: checkoutUrl, cancelUrl: checkoutUrl, failureUrl: checkoutUrl };
const vitamin: AddCartItem = {
  productId: catalogSeedIds.products.clinicVitaminD3,
  priceId: catalogSeedIds.prices.clinicVitaminD3,
  quantity: 1,
};

interface Case {
  provider: 'moyasar' | 'myfatoorah' | 'tabby' | 'tamara';
  tenant: string;
  item: AddCartItem;
  /** How the shopper's late payment stands at the provider. */
  lateAs: FakeSettlement;
  /** The call that gives the money back, and what the attempt records. */
  returnCall: string;
  moneyReturn: 'refunded' | 'voided';
}

const cases: Case[] = [
  {
    provider: 'moyasar',
    tenant: 'demo',
    item: seededItems.coffee250g(),
    lateAs: 'paid',
    returnCall: 'moyasar.refund',
    moneyReturn: 'refunded',
  },
  {
    provider: 'myfatoorah',
    tenant: 'clinic',
    item: vitamin,
    lateAs: 'paid',
    returnCall: 'myfatoorah.refund',
    moneyReturn: 'refunded',
  },
  {
    provider: 'tabby',
    tenant: 'demo',
    item: seededItems.coffee250g(),
    lateAs: 'authorized',
    returnCall: 'tabby.close',
    moneyReturn: 'voided',
  },
  {
    provider: 'tamara',
    tenant: 'demo',
    item: seededItems.coffee250g(),
    lateAs: 'authorized',
    returnCall: 'tamara.cancel',
    moneyReturn: 'voided',
  },
];

/**
 * The lapsed-hold case for every provider: the hold lapses and the sweeper expires the attempt,
 * the cart changes, then the shopper's payment goes through at the provider without a return or
 * a notification. The sweeper finds it, makes no order, and gives the money back exactly once:
 * refunds a captured card payment, voids (tabby close, tamara cancel) an authorised instalment.
 */
describe('the sweeper gives back money taken after a lapsed hold', () => {
  let test: PaymentTestApp;
  beforeAll(async () => {
    test = await buildPaymentTestApp();
  }, 60_000);
  afterAll(() => test.close());

  async function startPayment(item: Case, headers: Record<string, string>, cartId: string) {
    const key = { 'idempotency-key': `lapsed-${item.provider}-key` };
    const post = (url: string, payload: object, query?: Record<string, string>) =>
      test.app.inject({ method: 'POST', url, headers: { ...headers, ...key }, payload, query });
    if (item.provider === 'moyasar') {
      const session = ok<MoyasarSession>(
        await post('/payment/moyasar/session', {
          cartId,
          method: 'mada',
          callbackUrl: checkoutUrl,
        }),
      );
      const payment = ok<CartPayment>(
        await post('/payment/moyasar/pay', { attemptId: session.attemptId, token: 'token' }),
      );
      return payment.paymentId;
    }
    if (item.provider === 'myfatoorah') {
      const payment = ok<CartPayment>(
        await post(
          '/api/app/payment/execute-cart-payment',
          {},
          {
            sessionId: 'session-1',
            cartId,
            callbackUrl: checkoutUrl,
            errorCallbackUrl: checkoutUrl,
          },
        ),
      );
      return payment.paymentId;
    }
    if (item.provider === 'tabby') {
      return ok<TabbySession>(await post('/api/app/tabby/session', { cartId, ...urls })).paymentId;
    }
    return ok<TamaraSession>(await post('/api/app/tamara/cart-session', { cartId, ...urls }))
      .orderId;
  }

  it.each(cases)(
    '$provider: no order, the money $moneyReturn once by $returnCall',
    async (item) => {
      const mobileNumber = `05128000${String(cases.indexOf(item)).padStart(2, '0')}`;
      const { cart, headers } = await readyCart(test, [item.item], {
        tenant: item.tenant,
        mobileNumber,
      });
      const paymentId = await startPayment(item, headers, cart.id);
      const context = paymentContextOf(test.app);

      test.clock.advance(16 * 60_000);
      await sweepLapsedAttempts(context);
      expect((await attemptsOf(test, cart.id))[0]).toMatchObject({ status: 'expired' });

      // Unblocked by the lapse, the shopper (signed in again) changes the cart: the payment is
      // not for it any more.
      const again = await signIn(test.app, item.tenant, mobileNumber);
      const changed = await test.app.inject({
        method: 'POST',
        url: `/api/app/cart/cart-items/${cart.id}`,
        headers: again.headers,
        payload: [item.item],
      });
      expect(changed.statusCode).toBe(200);
      test.providers.settle(paymentId, item.lateAs);

      const before = test.providers.count(item.returnCall);
      test.clock.advance(11 * 60_000);
      expect(await sweepLapsedAttempts(context)).toBeGreaterThanOrEqual(1);
      expect((await attemptsOf(test, cart.id))[0]).toMatchObject({
        status: 'failed',
        failureReason: 'hold_lapsed',
        failureCode: 'PAYMENT_PROCESSING_FAILED',
        moneyReturn: item.moneyReturn,
      });
      expect(test.providers.count(item.returnCall) - before).toBe(1);
      expect(await ordersOf(test, cart.id)).toHaveLength(0);

      test.clock.advance(11 * 60_000);
      await sweepLapsedAttempts(context);
      expect(test.providers.count(item.returnCall) - before).toBe(1);
    },
  );

  it('keeps the money due while the provider cannot be reached, and gives it back on a later sweep', async () => {
    const item = cases[0] as Case;
    const { cart, headers } = await readyCart(test, [item.item], { mobileNumber: '0512800099' });
    const paymentId = await startPayment(item, headers, cart.id);
    test.providers.settle(paymentId, 'wrong_amount');
    const attemptId = (await attemptsOf(test, cart.id))[0]?.id ?? '';
    const port = test.providers.moyasar;
    const realRefund = port.refund;
    port.refund = () =>
      Promise.reject(new PaymentProviderError('PROVIDER_UNAVAILABLE', 'Network error (test)'));
    try {
      const back = await test.app.inject({
        method: 'GET',
        url: `/api/app/payment/return/${attemptId}`,
      });
      expect(back.statusCode).toBe(303);
    } finally {
      port.refund = realRefund;
    }
    expect((await attemptsOf(test, cart.id))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'amount_mismatch',
      moneyReturn: 'due',
    });
    const refunds = test.providers.count('moyasar.refund');
    await sweepLapsedAttempts(paymentContextOf(test.app));
    expect((await attemptsOf(test, cart.id))[0]).toMatchObject({ moneyReturn: 'refunded' });
    expect(test.providers.count('moyasar.refund') - refunds).toBe(1);
  });
});
