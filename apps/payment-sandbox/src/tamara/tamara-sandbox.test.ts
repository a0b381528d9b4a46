import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formPost } from '../testing/form-post.ts';
import { standingClock } from '../testing/standing-clock.ts';
import { sandboxKeys } from '../sandbox-keys.ts';
import { sequentialRandom } from '../testing/sequential-random.ts';
import { tamaraSandbox } from './tamara-sandbox.ts';

const auth = { authorization: `Bearer ${sandboxKeys.tamara.apiToken}` };

function checkoutBody(overrides: { locale?: string; phone?: string; description?: string } = {}) {
  return {
    order_reference_id: 'attempt-1',
    total_amount: { amount: 230, currency: 'SAR' },
    description: overrides.description ?? 'Order at Demo Store',
    country_code: 'SA',
    payment_type: 'PAY_BY_INSTALMENTS',
    instalments: 4,
    locale: overrides.locale ?? 'en_US',
    items: [{ name: 'Massage', quantity: 2 }],
    consumer: {
      first_name: 'Sara',
      last_name: 'Ali',
      phone_number: overrides.phone ?? '+966500000001',
      email: 'sara@example.com',
    },
    merchant_url: {
      success: 'http://shop.test/ok',
      failure: 'http://shop.test/failure',
      cancel: 'http://shop.test/cancel',
      notification: 'http://api.test/notify',
    },
  };
}

describe('tamara sandbox', () => {
  let app: FastifyInstance;
  let notified: string[];

  beforeEach(async () => {
    notified = [];
    app = Fastify();
    await app.register(formbody);
    await app.register(tamaraSandbox, {
      prefix: '/tamara',
      baseUrl: 'http://sandbox.test/tamara',
      fetch: (input, init) => {
        notified.push(new Request(input, init).url);
        return Promise.resolve(new Response('nope', { status: 500 }));
      },
      clock: standingClock,
      random: sequentialRandom(),
    });
  });

  afterEach(async () => {
    await app.close();
  });

  async function createOrder(overrides: Parameters<typeof checkoutBody>[0] = {}) {
    const reply = await app.inject({
      method: 'POST',
      url: '/tamara/checkout',
      headers: auth,
      payload: checkoutBody(overrides),
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{ order_id: string; checkout_url?: string; status: string }>();
    expect(body.status).toBe('new');
    return body;
  }

  it('refuses the API without the API token with 401, as tamara does', async () => {
    const noToken = await app.inject({
      method: 'POST',
      url: '/tamara/checkout',
      payload: checkoutBody(),
    });
    expect(noToken.statusCode).toBe(401);
    const wrongToken = await app.inject({
      method: 'GET',
      url: '/tamara/orders/any',
      headers: { authorization: 'Bearer wrong' },
    });
    expect(wrongToken.statusCode).toBe(401);
  });

  it('answers a bad checkout body with 400, never a 500', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/tamara/checkout',
      headers: auth,
      payload: { order_reference_id: 'x' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ errors: [{ error_code: 'invalid_request' }] });
  });

  it('gives +966500000009 no checkout_url, in any way the number is written', async () => {
    for (const phone of ['+966500000009', '0500000009', '966500000009']) {
      const body = await createOrder({ phone });
      expect(body).not.toHaveProperty('checkout_url');
    }
  });

  it('serves the page in the checkout locale, overridden by ?lang=, with a CSP', async () => {
    const { checkout_url: checkoutUrl = '' } = await createOrder({ locale: 'ar_SA' });
    const url = new URL(checkoutUrl);
    expect(url.searchParams.get('lang')).toBe('ar');
    const arabic = await app.inject({ method: 'GET', url: url.pathname });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.headers['content-security-policy']).toContain("default-src 'none'");
    const english = await app.inject({ method: 'GET', url: `${url.pathname}?lang=en` });
    expect(english.body).toContain('<html lang="en" dir="ltr">');
  });

  it('shows the same order on reload and escapes what the merchant sent', async () => {
    const { checkout_url: checkoutUrl = '' } = await createOrder({
      description: '"><script>x()</script>',
    });
    const path = new URL(checkoutUrl).pathname;
    const first = await app.inject({ method: 'GET', url: path });
    const again = await app.inject({ method: 'GET', url: path });
    expect(again.body).toBe(first.body);
    expect(first.body).not.toContain('<script>x()');
    expect(first.body).toContain('&quot;&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(first.body).toContain('230.00 SAR');
  });

  it('redirects Approve even when the notification is refused, and then shows it settled', async () => {
    const { order_id: orderId, checkout_url: checkoutUrl = '' } = await createOrder();
    const path = new URL(checkoutUrl).pathname;
    const approved = await app.inject({
      method: 'POST',
      url: path,
      ...formPost({ action: 'approve', lang: 'en' }),
    });
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatch(/^http:\/\/api\.test\/notify\?tamaraToken=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(
      `http://shop.test/ok?orderId=${orderId}&paymentStatus=approved`,
    );
    const settled = await app.inject({ method: 'GET', url: path });
    expect(settled.body).toContain('This order is already settled');
    expect(settled.body).not.toContain('<button');
    const stale = await app.inject({
      method: 'POST',
      url: path,
      ...formPost({ action: 'cancel' }),
    });
    expect(stale.headers.location).toBe(`http://sandbox.test${path}?lang=en`);
    const order = await app.inject({
      method: 'GET',
      url: `/tamara/orders/${orderId}`,
      headers: auth,
    });
    expect(order.json()).toMatchObject({
      order_id: orderId,
      order_reference_id: 'attempt-1',
      status: 'approved',
      total_amount: { amount: 230, currency: 'SAR' },
    });
  });

  it('authorises only an approved order', async () => {
    const { order_id: orderId } = await createOrder();
    const early = await app.inject({
      method: 'POST',
      url: `/tamara/orders/${orderId}/authorise`,
      headers: auth,
    });
    expect(early.statusCode).toBe(400);
    const unknown = await app.inject({
      method: 'POST',
      url: '/tamara/orders/nope/authorise',
      headers: auth,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
