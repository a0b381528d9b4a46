import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsUnavailableError } from '../../modules/auth/sms-sender.ts';
import { seededItems } from '../../modules/carts/testing/cart-routes.ts';
import { openTestEventStream } from '../../modules/events/testing/open-test-event-stream.ts';
import { insertTestCart } from '../../modules/events/testing/insert-test-cart.ts';
import { createFakePaymentProviders } from '../../modules/payments/testing/fake-payment-providers.ts';
import { checkoutUrl, ok, readyCart } from '../../modules/payments/testing/payments.ts';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { listenOnFreePort } from '../../testing/test-instances.ts';

/** The value of the series `name{labels}` in a scrape (labels in the order they are printed). */
function valueOf(scrape: string, series: string): number | null {
  const line = scrape.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let test: TestApp;
  const providers = createFakePaymentProviders();
  const scrape = async () => {
    const response = await test.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    test = await buildTestApp({ paymentProviders: providers });
  }, 60_000);
  afterAll(() => test.close());

  it('answers the Prometheus text with the process metrics and the database connections', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    const response = await test.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.body).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(response.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    const total = valueOf(response.body, 'db_pool_connections{state="total"}');
    const idle = valueOf(response.body, 'db_pool_connections{state="idle"}');
    if (test.database.driver === 'pglite') {
      // One connection, idle between requests.
      expect([total, idle]).toEqual([1, 1]);
    } else {
      // The pg pool's counts: its open connections are idle between requests.
      expect(total).toBeGreaterThanOrEqual(1);
      expect(idle).toBe(total);
    }
    expect(valueOf(response.body, 'db_pool_connections{state="waiting"}')).toBe(0);
  });

  it('times each answer by method, route pattern (never the URL) and status', async () => {
    const cartId = '00000000-0000-4000-8000-000000000000';
    await test.app.inject({
      method: 'GET',
      url: `/api/app/cart/${cartId}`,
      headers: { __tenant: 'demo' },
    });
    await test.app.inject({ method: 'GET', url: '/no/such/path' });
    const text = await scrape();
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/app/cart/:cartId",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(cartId);
    expect(
      valueOf(
        text,
        'http_request_duration_seconds_count{method="GET",route="(unmatched)",status_code="404"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('/no/such/path');
  });

  it('counts one-time codes sent and refused by the per-number limit', async () => {
    const send = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/app/otp',
        headers: { __tenant: 'demo' },
        payload: { mobileNumber: '0512400071', purpose: 0 },
      });
    const before = await scrape();
    const sentBefore = valueOf(before, 'otp_codes_total{outcome="sent",reason=""}') ?? 0;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const text = await scrape();
    expect(valueOf(text, 'otp_codes_total{outcome="sent",reason=""}')).toBe(sentBefore + 3);
    expect(valueOf(text, 'otp_codes_total{outcome="refused",reason="rate_limit"}')).toBe(1);
  });

  it('counts the orders placed by payment method and the provider calls by outcome', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '0512400072',
    });
    ok(
      await test.app.inject({
        method: 'POST',
        url: `/api/app/cart/${cart.id}/process?paymentMethod=1`,
        headers,
      }),
    );
    const card = await readyCart(test, [seededItems.coffee250g()], { mobileNumber: '0512400073' });
    const session = ok<{ attemptId: string }>(
      await test.app.inject({
        method: 'POST',
        url: '/payment/moyasar/session',
        headers: { ...card.headers, 'idempotency-key': 'metrics-key-0001' },
        payload: { cartId: card.cart.id, method: 'mada', callbackUrl: checkoutUrl },
      }),
    );
    const payment = ok<{ paymentId: string }>(
      await test.app.inject({
        method: 'POST',
        url: '/payment/moyasar/pay',
        headers: card.headers,
        payload: { attemptId: session.attemptId, token: 'token_from_browser' },
      }),
    );
    providers.settle(payment.paymentId, 'paid');
    providers.state.failFetches = 1; // the first ask after the return fails: retried by the sweep
    await test.app.inject({
      method: 'GET',
      url: `/api/app/payment/return/${session.attemptId}?id=whatever&status=paid`,
    });
    await test.app.inject({
      method: 'GET',
      url: `/api/app/payment/return/${session.attemptId}?id=whatever&status=paid`,
    });

    const text = await scrape();
    expect(valueOf(text, 'orders_placed_total{payment_method="cash"}')).toBe(1);
    expect(valueOf(text, 'orders_placed_total{payment_method="mada"}')).toBe(1);
    const calls = (operation: string, outcome: string) =>
      valueOf(
        text,
        `payment_provider_calls_total{provider="moyasar",operation="${operation}",outcome="${outcome}"}`,
      );
    expect(calls('payWithToken', 'ok')).toBe(1);
    expect(calls('fetchPayment', 'PROVIDER_UNAVAILABLE')).toBe(1);
    expect(calls('fetchPayment', 'ok')).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(
        text,
        'payment_provider_call_duration_seconds_count{provider="moyasar",operation="payWithToken",outcome="ok"}',
      ),
    ).toBe(1);
  });

  it('counts the event streams open while they are', async () => {
    const baseUrl = await listenOnFreePort(test);
    const cartId = await insertTestCart(test.database.db, seedIds.tenants.demo, {
      now: test.clock.now(),
    });
    const stream = await openTestEventStream(
      `${baseUrl}/api/sse/cart?cartId=${cartId}&tenantId=${seedIds.tenants.demo}`,
    );
    expect(stream.status).toBe(200);
    expect(await stream.next()).toEqual({ kind: 'comment', text: 'connected' });
    expect(valueOf(await scrape(), 'event_streams_open')).toBe(1);
    await stream.close();
    await expect.poll(async () => valueOf(await scrape(), 'event_streams_open')).toBe(0);
  });
});

describe('GET /metrics, configured', () => {
  it('is not served in production unless METRICS=on (404, as any path the API does not serve)', async () => {
    const test = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const response = await test.app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    } finally {
      await test.close();
    }
  });

  it('answers only the bearer of METRICS_TOKEN when one is set', async () => {
    const token = 'scrape-token-0123456789';
    const test = await buildTestApp({
      env: { NODE_ENV: 'production', METRICS: 'on', METRICS_TOKEN: token },
    });
    try {
      const without = await test.app.inject({ method: 'GET', url: '/metrics' });
      expect(without.statusCode).toBe(401);
      expect(without.headers['www-authenticate']).toBe('Bearer');
      const wrong = await test.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}x` },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await test.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await test.close();
    }
  });

  it('counts a code refused because no SMS gateway answers', async () => {
    const test = await buildTestApp({
      smsSender: { sendOtp: () => Promise.reject(new SmsUnavailableError('gateway down')) },
    });
    try {
      const sent = await test.app.inject({
        method: 'POST',
        url: '/api/app/otp',
        headers: { __tenant: 'demo' },
        payload: { mobileNumber: '0512400074', purpose: 0 },
      });
      expect(sent.statusCode).toBe(503);
      const text = (await test.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(valueOf(text, 'otp_codes_total{outcome="refused",reason="sms_unavailable"}')).toBe(1);
      expect(text).not.toContain('otp_codes_total{outcome="sent"');
    } finally {
      await test.close();
    }
  });
});
