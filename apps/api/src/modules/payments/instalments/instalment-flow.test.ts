import {
  tabbySessionSchema,
  tamaraSessionSchema,
  type TabbyEligibility,
  type TabbySession,
  type TamaraSession,
} from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededItems } from '../../carts/testing/cart-routes.ts';
import {
  attemptOf,
  attemptsOf,
  buildPaymentTestApp,
  checkoutUrl,
  errorOf,
  ok,
  ordersOf,
  readyCart,
  type PaymentTestApp,
} from '../testing/payments.ts';
import { validTamaraToken } from '../testing/fake-payment-providers.ts';

const failureUrl = 'https://shop.example/checkout?failed=1';
const urls = { successUrl: checkoutUrl, cancelUrl: checkoutUrl, failureUrl };
let keys = 0;
const newKey = () => `instalment-key-${String(++keys).padStart(4, '0')}`;

describe('instalment payments (tabby, tamara)', () => {
  let test: PaymentTestApp;
  beforeAll(async () => {
    test = await buildPaymentTestApp();
  }, 60_000);
  afterAll(() => test.close());

  const post = (url: string, headers: Record<string, string>, payload: object, key?: string) =>
    test.app.inject({
      method: 'POST',
      url,
      headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
      payload,
    });

  it("tells tabby's pre-scoring, without an attempt", async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '0512500001',
    });
    const url = '/api/app/tabby/test-customer-eligibility';
    expect(ok<TabbyEligibility>(await post(url, headers, { cartId: cart.id }))).toEqual({
      isEligible: true,
      rejectionReason: null,
    });
    test.providers.state.tabbyRejection = 'not_available';
    try {
      expect(ok<TabbyEligibility>(await post(url, headers, { cartId: cart.id }))).toEqual({
        isEligible: false,
        rejectionReason: 'not_available',
      });
      expect(await attemptsOf(test, cart.id)).toHaveLength(0);
      const refused = await post(
        '/api/app/tabby/session',
        headers,
        { cartId: cart.id, ...urls },
        newKey(),
      );
      expect(errorOf(refused)).toMatchObject({ status: 400, code: 'TABBY_NOT_ELIGIBLE' });
    } finally {
      test.providers.state.tabbyRejection = null;
    }
    const [attempt] = await attemptsOf(test, cart.id);
    expect(attempt).toMatchObject({ status: 'failed', failureCode: 'TABBY_NOT_ELIGIBLE' });
  });

  it('pays with tabby: session, authorized → captured → order; a session without a page fails', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g(2)], {
      mobileNumber: '0512500002',
    });
    const session = tabbySessionSchema.parse(
      ok<TabbySession>(
        await post('/api/app/tabby/session', headers, { cartId: cart.id, ...urls }, newKey()),
      ),
    );
    expect(session.webUrl).toBe(`https://provider.test/tabby/${session.paymentId}`);
    test.providers.settle(session.paymentId, 'authorized');
    const captures = test.providers.count('tabby.capture');
    const back = await test.app.inject({
      method: 'GET',
      url: `/api/app/payment/return/${session.attemptId}?outcome=success&payment_id=${session.paymentId}`,
    });
    expect(back.statusCode).toBe(303);
    expect(test.providers.count('tabby.capture') - captures).toBe(1);
    const [order] = await ordersOf(test, cart.id);
    expect(order?.paymentMethod).toBe('tabby');

    const second = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '0512500003',
    });
    test.providers.state.tabbyWebUrl = false;
    try {
      const failed = await post(
        '/api/app/tabby/session',
        second.headers,
        { cartId: second.cart.id, ...urls },
        newKey(),
      );
      expect(errorOf(failed)).toMatchObject({ status: 502, code: 'TABBY_SESSION_CREATION_FAILED' });
    } finally {
      test.providers.state.tabbyWebUrl = true;
    }
  });

  it('sends a failed tabby payment back to the failure URL', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '0512500004',
    });
    const session = ok<TabbySession>(
      await post('/api/app/tabby/session', headers, { cartId: cart.id, ...urls }, newKey()),
    );
    test.providers.settle(session.paymentId, 'declined');
    const back = await test.app.inject({
      method: 'GET',
      url: `/api/app/payment/return/${session.attemptId}?outcome=success`,
    });
    expect(back.statusCode).toBe(303);
    const location = new URL(String(back.headers.location));
    expect(location.searchParams.get('failed')).toBe('1');
    expect(location.searchParams.get('paymentAttempt')).toBe(session.attemptId);
    expect(await ordersOf(test, cart.id)).toHaveLength(0);
  });

  it('pays with tamara: the notification is checked, then authorises and completes', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '0512500005',
    });
    const session = tamaraSessionSchema.parse(
      ok<TamaraSession>(
        await post('/api/app/tamara/cart-session', headers, { cartId: cart.id, ...urls }, newKey()),
      ),
    );
    expect(session.checkoutUrl).toBe(`https://provider.test/tamara/${session.orderId}`);
    test.providers.settle(session.orderId, 'authorized');
    const notify = (token: string) =>
      test.app.inject({
        method: 'POST',
        url: `/api/app/payment/tamara/notification?tamaraToken=${token}`,
        payload: { order_id: session.orderId, event_type: 'order_approved' },
      });
    expect(errorOf(await notify('forged'))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(await ordersOf(test, cart.id)).toHaveLength(0);
    const authorisations = test.providers.count('tamara.authorise');
    const accepted = await notify(validTamaraToken);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({});
    expect(test.providers.count('tamara.authorise') - authorisations).toBe(1);
    const [order] = await ordersOf(test, cart.id);
    expect(order?.paymentMethod).toBe('tamara');
    const attempt = await attemptOf(test, headers, session.attemptId);
    expect(attempt).toMatchObject({ status: 'paid', orderNumber: order?.orderNumber });
  });

  it('answers a tamara checkout without a page with checkoutUrl null and fails TAMARA_NO_REDIRECT_URL', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.pen()], {
      mobileNumber: '0512500006',
    });
    const key = newKey();
    test.providers.state.tamaraCheckoutUrl = false;
    let session: TamaraSession;
    try {
      session = ok<TamaraSession>(
        await post('/api/app/tamara/cart-session', headers, { cartId: cart.id, ...urls }, key),
      );
    } finally {
      test.providers.state.tamaraCheckoutUrl = true;
    }
    expect(session).toMatchObject({ checkoutUrl: null, holdExpiresAt: null });
    const [attempt] = await attemptsOf(test, cart.id);
    expect(attempt).toMatchObject({
      status: 'failed',
      failureCode: 'TAMARA_NO_REDIRECT_URL',
      holdsPlaces: 'released',
    });
    const again = await post(
      '/api/app/tamara/cart-session',
      headers,
      { cartId: cart.id, ...urls },
      key,
    );
    expect(errorOf(again)).toMatchObject({
      status: 409,
      code: 'TAMARA_NO_REDIRECT_URL',
      message: 'Tamara did not return a payment page.',
    });
  });
});
