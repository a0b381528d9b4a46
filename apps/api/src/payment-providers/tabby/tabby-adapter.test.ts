import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxKeys, tabbySandbox } from '@storefront/payment-sandbox';
import { sequentialRandom } from '@storefront/payment-sandbox/testing';
import { injectFetch } from '../../testing/inject-fetch.ts';
import { form } from '../../testing/form.ts';
import { createTestClock, type TestClock } from '../../testing/test-clock.ts';
import type { InstalmentOrder, TabbyPort } from '../payment-provider-ports.ts';
import { expectProviderError } from '../testing/expect-provider-error.ts';
import { pathOf } from '../testing/path-of.ts';
import { createTabbyAdapter } from './tabby-adapter.ts';

const apiUrl = 'http://sandbox.test/tabby';
const merchantUrls = {
  success: 'http://shop.test/return/tabby/success?lang=en',
  cancel: 'http://shop.test/return/tabby/cancel',
  failure: 'http://shop.test/return/tabby/failure',
};

function order(overrides: Partial<InstalmentOrder> = {}): InstalmentOrder {
  return {
    referenceId: 'attempt-0001',
    amount: 115,
    currency: 'SAR',
    description: 'Order at Demo Store',
    buyer: { name: 'Sara Ali', phone: '+966500000001', email: 'sara@example.com' },
    items: [{ title: 'Haircut', quantity: 1, unitPrice: 115, referenceId: 'item-1' }],
    language: 'en',
    ...overrides,
  };
}

describe('tabby adapter against the tabby sandbox (tabby API v2)', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let tabby: TabbyPort;

  beforeEach(async () => {
    clock = createTestClock();
    app = Fastify();
    await app.register(formbody);
    await app.register(tabbySandbox, {
      prefix: '/tabby',
      baseUrl: apiUrl,
      fetch: () => Promise.reject(new Error('tabby makes no outgoing calls')),
      clock,
      random: sequentialRandom(),
    });
    tabby = createTabbyAdapter({ apiUrl, ...sandboxKeys.tabby, fetch: injectFetch(app) });
  });

  afterEach(async () => {
    await app.close();
  });

  /** Creates a checkout and presses a button of its hosted page; answers the redirect. */
  async function checkoutAndPress(button: 'pay' | 'cancel' | 'decline') {
    const session = await tabby.createCheckout(order(), merchantUrls);
    if (session.status !== 'created' || !session.webUrl) throw new Error('no session');
    const page = await app.inject({ method: 'GET', url: pathOf(session.webUrl) });
    expect(page.statusCode).toBe(200);
    const pressed = await app.inject({
      method: 'POST',
      url: pathOf(session.webUrl).split('?')[0] ?? '',
      ...form({ action: button }),
    });
    return { session, pressed };
  }

  it('creates a checkout, the shopper pays, the payment is AUTHORIZED, captured and CLOSED', async () => {
    const { session, pressed } = await checkoutAndPress('pay');
    expect(session.webUrl).toMatch(/^http:\/\/sandbox\.test\/tabby\/pay\/.+\?lang=en$/);
    expect(pressed.statusCode).toBe(303);
    const location = new URL(String(pressed.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://shop.test/return/tabby/success');
    expect(location.searchParams.get('payment_id')).toBe(session.providerPaymentId);
    expect(location.searchParams.get('lang')).toBe('en');

    const authorized = await tabby.fetchPayment(session.providerPaymentId);
    expect(authorized).toEqual({
      providerPaymentId: session.providerPaymentId,
      status: 'authorized',
      amount: 115,
      currency: 'SAR',
      reference: 'attempt-0001',
      failureReason: null,
      providerMessage: null,
    });

    await tabby.capture(session.providerPaymentId, 115);
    const paid = await tabby.fetchPayment(session.providerPaymentId);
    expect(paid.status).toBe('paid');
    expect(paid.amount).toBe(115);
  });

  it('refunds a captured payment once, and closes an authorised one uncaptured', async () => {
    const captured = await checkoutAndPress('pay');
    const id = captured.session.providerPaymentId;
    // Not captured yet: tabby refunds only CLOSED payments.
    await expect(tabby.refund(id, 115)).rejects.toMatchObject({
      code: 'PAYMENT_PROCESSING_FAILED',
    });
    await tabby.capture(id, 115);
    await tabby.refund(id, 115);
    // The refund's reference makes a retry a no-op, never a second refund.
    await tabby.refund(id, 115);
    expect(await tabby.fetchPayment(id)).toMatchObject({ status: 'cancelled', amount: 115 });
    const json = await app.inject({
      method: 'GET',
      url: `/tabby/api/v2/payments/${id}`,
      headers: { authorization: `Bearer ${sandboxKeys.tabby.secretKey}` },
    });
    expect(json.json<{ refunds: unknown[] }>().refunds).toHaveLength(1);

    const authorised = await checkoutAndPress('pay');
    const other = authorised.session.providerPaymentId;
    await tabby.close(other);
    expect(await tabby.fetchPayment(other)).toMatchObject({ status: 'cancelled' });
    await expect(tabby.capture(other, 115)).rejects.toMatchObject({
      code: 'PAYMENT_PROCESSING_FAILED',
    });
  });

  it('sends the documented checkout body: amount as a 2-decimal string, buyer, order, lang, merchant code', async () => {
    const requests: unknown[] = [];
    const inject = injectFetch(app);
    const spying = createTabbyAdapter({
      apiUrl,
      ...sandboxKeys.tabby,
      fetch: async (input, init) => {
        requests.push(await new Request(input, init).json());
        return inject(input, init);
      },
    });
    await spying.createCheckout(order({ amount: 99.5, language: 'ar' }), merchantUrls);
    expect(requests[0]).toMatchObject({
      payment: {
        amount: '99.50',
        currency: 'SAR',
        buyer: { phone: '+966500000001', email: 'sara@example.com', name: 'Sara Ali' },
        order: {
          reference_id: 'attempt-0001',
          items: [{ title: 'Haircut', quantity: 1, unit_price: '115.00', reference_id: 'item-1' }],
        },
      },
      lang: 'ar',
      merchant_code: sandboxKeys.tabby.merchantCode,
      merchant_urls: merchantUrls,
    });
  });

  it('answers the pre-scoring rejection for the test phone +966500000002', async () => {
    const session = await tabby.createCheckout(
      order({ buyer: { name: 'Omar', phone: '+966500000002', email: null } }),
      merchantUrls,
    );
    expect(session).toEqual({ status: 'rejected', rejectionReason: 'not_available' });
  });

  it("reads the rejection reason where tabby's guide now puts it, then where it was, else not_available", async () => {
    const rejecting = (configuration: unknown) =>
      createTabbyAdapter({
        apiUrl,
        ...sandboxKeys.tabby,
        fetch: () => Promise.resolve(Response.json({ status: 'rejected', configuration })),
      }).createCheckout(order(), merchantUrls);
    await expect(
      rejecting({
        available_products: { installments: [{ rejection_reason: 'order_amount_too_high' }] },
        products: { installments: { rejection_reason: 'not_available' } },
      }),
    ).resolves.toEqual({ status: 'rejected', rejectionReason: 'order_amount_too_high' });
    await expect(
      rejecting({ products: { installments: { rejection_reason: 'order_amount_too_low' } } }),
    ).resolves.toEqual({ status: 'rejected', rejectionReason: 'order_amount_too_low' });
    await expect(rejecting(null)).resolves.toEqual({
      status: 'rejected',
      rejectionReason: 'not_available',
    });
  });

  it('maps "Decline" to failed with reason rejected, redirecting to the failure URL', async () => {
    const { session, pressed } = await checkoutAndPress('decline');
    expect(String(pressed.headers.location)).toBe(
      `http://shop.test/return/tabby/failure?payment_id=${session.providerPaymentId}`,
    );
    const payment = await tabby.fetchPayment(session.providerPaymentId);
    expect(payment.status).toBe('failed');
    expect(payment.failureReason).toBe('rejected');
  });

  it('maps "Cancel" to pending until the payment lapses, then expired with reason expired', async () => {
    const { session, pressed } = await checkoutAndPress('cancel');
    expect(String(pressed.headers.location)).toBe(
      `http://shop.test/return/tabby/cancel?payment_id=${session.providerPaymentId}`,
    );
    expect((await tabby.fetchPayment(session.providerPaymentId)).status).toBe('pending');
    clock.advance(30 * 60_000);
    const lapsed = await tabby.fetchPayment(session.providerPaymentId);
    expect(lapsed.status).toBe('expired');
    expect(lapsed.failureReason).toBe('expired');
  });

  it('refuses to capture a payment that is not AUTHORIZED', async () => {
    const session = await tabby.createCheckout(order(), merchantUrls);
    if (session.status !== 'created') throw new Error('no session');
    await expectProviderError(
      tabby.capture(session.providerPaymentId, 115),
      'PAYMENT_PROCESSING_FAILED',
    );
  });

  it('answers CONFIGURATION_ERROR when tabby refuses the secret key', async () => {
    const wrongKey = createTabbyAdapter({
      apiUrl,
      secretKey: 'sk_test_wrong',
      merchantCode: sandboxKeys.tabby.merchantCode,
      fetch: injectFetch(app),
    });
    await expectProviderError(
      wrongKey.createCheckout(order(), merchantUrls),
      'CONFIGURATION_ERROR',
    );
    await expectProviderError(wrongKey.fetchPayment('any'), 'CONFIGURATION_ERROR');
  });

  it('answers TABBY_SESSION_CREATION_FAILED when tabby refuses the checkout body', async () => {
    const wrongMerchant = createTabbyAdapter({
      apiUrl,
      secretKey: sandboxKeys.tabby.secretKey,
      merchantCode: 'someone_else',
      fetch: injectFetch(app),
    });
    await expectProviderError(
      wrongMerchant.createCheckout(order(), merchantUrls),
      'TABBY_SESSION_CREATION_FAILED',
    );
  });

  it('answers PROVIDER_UNAVAILABLE when tabby cannot be reached or fails', async () => {
    const unreachable = createTabbyAdapter({
      apiUrl,
      ...sandboxKeys.tabby,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expectProviderError(unreachable.fetchPayment('p'), 'PROVIDER_UNAVAILABLE');
    const failing = createTabbyAdapter({
      apiUrl,
      ...sandboxKeys.tabby,
      fetch: () => Promise.resolve(new Response('upstream error', { status: 502 })),
    });
    await expectProviderError(
      failing.createCheckout(order(), merchantUrls),
      'PROVIDER_UNAVAILABLE',
    );
  });

  it('answers INVALID_RESPONSE when an answer does not match the documentation', async () => {
    const answering = (body: string) =>
      createTabbyAdapter({
        apiUrl,
        ...sandboxKeys.tabby,
        fetch: () => Promise.resolve(new Response(body, { status: 200 })),
      });
    await expectProviderError(
      answering(
        JSON.stringify({ id: 'p', status: 'PAID', amount: '1.00', currency: 'SAR' }),
      ).fetchPayment('p'),
      'INVALID_RESPONSE',
    );
    await expectProviderError(
      answering(
        JSON.stringify({ id: 'p', status: 'CLOSED', amount: 115, currency: 'SAR' }),
      ).fetchPayment('p'),
      'INVALID_RESPONSE',
    );
    await expectProviderError(answering('<html>').fetchPayment('p'), 'INVALID_RESPONSE');
    await expectProviderError(
      answering(JSON.stringify({ id: 's', status: 'created' })).createCheckout(
        order(),
        merchantUrls,
      ),
      'INVALID_RESPONSE',
    );
  });

  it('ignores fields tabby adds to its answers', async () => {
    const lenient = createTabbyAdapter({
      apiUrl,
      ...sandboxKeys.tabby,
      fetch: () =>
        Promise.resolve(
          Response.json({
            id: 'p',
            status: 'CLOSED',
            amount: '50.00',
            currency: 'SAR',
            order: { reference_id: 'attempt-9', shipping_amount: '0.00' },
            new_field: { anything: true },
          }),
        ),
    });
    expect(await lenient.fetchPayment('p')).toMatchObject({
      status: 'paid',
      amount: 50,
      reference: 'attempt-9',
    });
  });

  it('answers CONFIGURATION_ERROR for every call without an API URL or keys', async () => {
    const calls: unknown[] = [];
    const unconfigured = createTabbyAdapter({
      apiUrl: null,
      secretKey: null,
      merchantCode: null,
      fetch: (...args) => {
        calls.push(args);
        return Promise.reject(new Error('never called'));
      },
    });
    await expectProviderError(
      unconfigured.createCheckout(order(), merchantUrls),
      'CONFIGURATION_ERROR',
    );
    await expectProviderError(unconfigured.fetchPayment('p'), 'CONFIGURATION_ERROR');
    await expectProviderError(unconfigured.capture('p', 1), 'CONFIGURATION_ERROR');
    expect(calls).toEqual([]);
  });
});
