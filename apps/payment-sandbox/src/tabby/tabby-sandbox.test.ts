import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formPost } from '../testing/form-post.ts';
import { standingClock } from '../testing/standing-clock.ts';
import { sandboxKeys } from '../sandbox-keys.ts';
import { sequentialRandom } from '../testing/sequential-random.ts';
import { tabbySandbox } from './tabby-sandbox.ts';

const auth = { authorization: `Bearer ${sandboxKeys.tabby.secretKey}` };

function checkoutBody(
  overrides: { lang?: 'ar' | 'en'; phone?: string; description?: string } = {},
) {
  return {
    payment: {
      amount: '115.00',
      currency: 'SAR',
      description: overrides.description ?? 'Order at Demo Store',
      buyer: { phone: overrides.phone ?? '+966500000001', email: 'sara@example.com', name: 'Sara' },
      order: { reference_id: 'attempt-1', items: [{ title: 'Haircut', quantity: 1 }] },
    },
    lang: overrides.lang ?? 'en',
    merchant_code: sandboxKeys.tabby.merchantCode,
    merchant_urls: {
      success: 'http://shop.test/ok',
      cancel: 'http://shop.test/cancel',
      failure: 'http://shop.test/failure',
    },
  };
}

describe('tabby sandbox', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = Fastify();
    await app.register(formbody);
    await app.register(tabbySandbox, {
      prefix: '/tabby',
      baseUrl: 'http://sandbox.test/tabby',
      fetch: () => Promise.reject(new Error('no outgoing calls')),
      clock: standingClock,
      random: sequentialRandom(),
    });
  });

  afterEach(async () => {
    await app.close();
  });

  async function createSession(overrides: Parameters<typeof checkoutBody>[0] = {}) {
    const reply = await app.inject({
      method: 'POST',
      url: '/tabby/api/v2/checkout',
      headers: auth,
      payload: checkoutBody(overrides),
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{
      id: string;
      payment: { id: string };
      configuration: { available_products: { installments: { web_url: string }[] } };
    }>();
    const webUrl = new URL(body.configuration.available_products.installments[0]?.web_url ?? '');
    return { paymentId: body.payment.id, pagePath: webUrl.pathname, webUrl };
  }

  it('refuses the API without the secret key with 401, as tabby does', async () => {
    const noKey = await app.inject({
      method: 'POST',
      url: '/tabby/api/v2/checkout',
      payload: checkoutBody(),
    });
    expect(noKey.statusCode).toBe(401);
    const wrongKey = await app.inject({
      method: 'GET',
      url: '/tabby/api/v2/payments/any',
      headers: { authorization: 'Bearer sk_test_wrong' },
    });
    expect(wrongKey.statusCode).toBe(401);
  });

  it('answers a bad checkout body with 400 bad_data, never a 500', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/tabby/api/v2/checkout',
      headers: auth,
      payload: { payment: { amount: 115 } },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ status: 'error', errorType: 'bad_data' });
  });

  it('rejects +966500000002 at pre-scoring, in any way the number is written', async () => {
    for (const phone of ['+966500000002', '0500000002', '500000002', '00966 50 000 0002']) {
      const reply = await app.inject({
        method: 'POST',
        url: '/tabby/api/v2/checkout',
        headers: auth,
        payload: checkoutBody({ phone }),
      });
      expect(reply.json()).toMatchObject({
        status: 'rejected',
        configuration: {
          products: { installments: { is_available: false, rejection_reason: 'not_available' } },
        },
      });
    }
  });

  it('serves the page in the checkout language, overridden by ?lang=, with a CSP', async () => {
    const { pagePath, webUrl } = await createSession({ lang: 'ar' });
    expect(webUrl.searchParams.get('lang')).toBe('ar');
    const arabic = await app.inject({ method: 'GET', url: pagePath });
    expect(arabic.headers['content-type']).toContain('text/html');
    expect(arabic.headers['content-security-policy']).toContain("default-src 'none'");
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    const english = await app.inject({ method: 'GET', url: `${pagePath}?lang=en` });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    const unknown = await app.inject({ method: 'GET', url: `${pagePath}?lang=fr` });
    expect(unknown.body).toContain('<html lang="ar" dir="rtl">');
  });

  it('shows the same payment on reload, and once settled says so and links back', async () => {
    const { paymentId, pagePath } = await createSession({ description: '<i>Spa & co</i>' });
    const first = await app.inject({ method: 'GET', url: pagePath });
    const again = await app.inject({ method: 'GET', url: pagePath });
    expect(again.body).toBe(first.body);
    expect(first.body).toContain('&lt;i&gt;Spa &amp; co&lt;/i&gt;');
    expect(first.body).toContain('115.00 SAR');

    await app.inject({ method: 'POST', url: pagePath, ...formPost({ action: 'pay', lang: 'en' }) });
    const settled = await app.inject({ method: 'GET', url: pagePath });
    expect(settled.body).toContain('This payment is already settled');
    expect(settled.body).not.toContain('<button');
    expect(settled.body).toContain(`href="http://shop.test/ok?payment_id=${paymentId}"`);

    // A stale form sent again changes nothing and shows the settled page.
    const stale = await app.inject({
      method: 'POST',
      url: pagePath,
      ...formPost({ action: 'decline', lang: 'en' }),
    });
    expect(stale.statusCode).toBe(303);
    expect(stale.headers.location).toBe(`http://sandbox.test${pagePath}?lang=en`);
    const payment = await app.inject({
      method: 'GET',
      url: `/tabby/api/v2/payments/${paymentId}`,
      headers: auth,
    });
    expect(payment.json()).toMatchObject({
      status: 'AUTHORIZED',
      order: { reference_id: 'attempt-1' },
    });
  });

  it('refuses an unknown button and an unknown session', async () => {
    const { pagePath } = await createSession();
    const unknownAction = await app.inject({
      method: 'POST',
      url: pagePath,
      ...formPost({ action: 'steal' }),
    });
    expect(unknownAction.statusCode).toBe(400);
    const unknownSession = await app.inject({ method: 'GET', url: '/tabby/pay/nope' });
    expect(unknownSession.statusCode).toBe(404);
  });

  it('captures only up to the authorized amount; the full amount closes the payment', async () => {
    const { paymentId, pagePath } = await createSession();
    await app.inject({ method: 'POST', url: pagePath, ...formPost({ action: 'pay' }) });
    const capture = (amount: string, reference: string) =>
      app.inject({
        method: 'POST',
        url: `/tabby/api/v2/payments/${paymentId}/captures`,
        headers: auth,
        payload: { amount, reference_id: reference },
      });
    expect((await capture('200.00', 'c1')).statusCode).toBe(400);
    expect((await capture('15.00', 'c1')).json()).toMatchObject({ status: 'AUTHORIZED' });
    expect((await capture('15.00', 'c1')).json()).toMatchObject({ status: 'AUTHORIZED' });
    expect((await capture('100.00', 'c2')).json()).toMatchObject({ status: 'CLOSED' });
  });
});
