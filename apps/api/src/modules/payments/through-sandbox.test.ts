import {
  cartPaymentSchema,
  moyasarSessionSchema,
  tabbySessionSchema,
  tamaraSessionSchema,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../platform/clock.ts';
import { cryptoRandom } from '../../platform/random-source.ts';
import { createPaymentProviders } from '../../payment-providers/provider-registry.ts';
import { buildPaymentSandbox, withSandboxFallback } from '@storefront/payment-sandbox';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { injectFetch } from '../../testing/inject-fetch.ts';
import { testConfig } from '../../testing/test-config.ts';
import { seededItems } from '../carts/testing/cart-routes.ts';
import { signIn } from '../../testing/sign-in.ts';
import { paymentContextOf } from './payment-context.ts';
import { sweepLapsedAttempts } from './provider-return/sweep-lapsed-attempts.ts';
import { attemptOf, checkoutUrl, ok, ordersOf, readyCart } from './testing/payments.ts';

const sandboxUrl = 'http://sandbox.test';

/** Presses a button of a sandbox page (its forms post back to the page's own path). */
async function press(sandbox: FastifyInstance, pageUrl: string, action: string) {
  const url = new URL(pageUrl);
  const page = await sandbox.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  const answer = await sandbox.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action }).toString(),
  });
  expect(answer.statusCode).toBe(303);
  return new URL(String(answer.headers.location));
}

/**
 * The API with its real adapters over the payment sandbox (the demo's wiring, minus sockets): a
 * shopper's card goes to the sandbox, never to the API, and the order is made only once the API
 * has asked the provider.
 */
describe('online payments through the real adapters and the sandbox', () => {
  let test: TestApp;
  let sandbox: FastifyInstance;

  beforeAll(async () => {
    // Built after the sandbox, which needs it for notifications.
    const api: { app?: FastifyInstance } = {};
    sandbox = await buildPaymentSandbox({
      publicUrl: sandboxUrl,
      // tamara's notifications reach the API as over the network.
      fetch: (input, init) => {
        if (!api.app) throw new Error('the API is not built yet');
        return injectFetch(api.app)(input, init);
      },
      clock: systemClock,
      random: cryptoRandom,
    });
    const config = testConfig();
    test = await buildTestApp({
      paymentProviders: createPaymentProviders(withSandboxFallback(config.payments, sandboxUrl), {
        fetch: injectFetch(sandbox),
      }),
    });
    api.app = test.app;
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await sandbox.close();
  });

  /**
   * Pays the cart by mada through Moyasar as the checkout does: the API's session, the browser's
   * card tokenised at the provider with the publishable key, then the API's payment with the token.
   */
  async function payByMada(
    headers: Record<string, string>,
    cartId: string,
    cardNumber: string,
    idempotencyKey: string,
  ) {
    const session = moyasarSessionSchema.parse(
      ok(
        await test.app.inject({
          method: 'POST',
          url: '/payment/moyasar/session',
          headers: { ...headers, 'idempotency-key': idempotencyKey },
          payload: { cartId, method: 'mada', callbackUrl: checkoutUrl },
        }),
      ),
    );
    const token = await sandbox.inject({
      method: 'POST',
      url: '/moyasar/v1/tokens',
      payload: {
        publishable_api_key: session.publishableApiKey,
        name: 'Sara Al-Qahtani',
        number: cardNumber,
        month: '12',
        year: String(new Date().getFullYear() + 2),
        cvc: '123',
        save_only: true,
        callback_url: session.callbackUrl,
      },
    });
    expect(token.statusCode).toBe(201);
    const paid = cartPaymentSchema.parse(
      ok(
        await test.app.inject({
          method: 'POST',
          url: '/payment/moyasar/pay',
          headers,
          payload: { attemptId: session.attemptId, token: token.json<{ id: string }>().id },
        }),
      ),
    );
    return { session, paid };
  }

  /** Starts a tabby or tamara session for the cart (`url`), every outcome returning to the checkout. */
  async function instalmentSession<Answer = unknown>(
    url: string,
    headers: Record<string, string>,
    cartId: string,
    idempotencyKey: string,
  ) {
    return ok<Answer>(
      await test.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'idempotency-key': idempotencyKey },
        payload: {
          cartId,
          successUrl: checkoutUrl,
          cancelUrl: checkoutUrl,
          failureUrl: checkoutUrl,
        },
      }),
    );
  }

  it('pays by mada: token at the provider, payment by the API, 3-D Secure, return, one order', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g(2)], {
      mobileNumber: '+966557000001',
    });
    // The browser's call in between: the card goes to the provider, never to the API.
    const { session, paid } = await payByMada(
      headers,
      cart.id,
      '4201320111111010',
      'sandbox-mada-0001',
    );
    expect(session.apiBaseUrl).toBe(`${sandboxUrl}/moyasar`);
    expect(session.amount).toBe(Math.round(cart.amountToBePaid * 100));

    const back = await press(sandbox, paid.paymentUrl, 'authenticate');
    expect(`${back.origin}${back.pathname}`).toBe(session.callbackUrl);
    // Whatever the redirect's query says, the API decides by asking the provider.
    const returned = await test.app.inject({
      method: 'GET',
      url: `${back.pathname}?id=${back.searchParams.get('id')}&status=failed`,
    });
    expect(returned.statusCode).toBe(303);
    expect(String(returned.headers.location)).toContain(`paymentAttempt=${session.attemptId}`);

    const attempt = await attemptOf(test, headers, session.attemptId);
    expect(attempt).toMatchObject({ status: 'paid', method: 'mada', failure: null });
    const orders = await ordersOf(test, cart.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.orderNumber).toBe(attempt.orderNumber);
  });

  it('records an insufficient-funds card as a declined payment and makes no order', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '+966557000002',
    });
    const { session, paid } = await payByMada(
      headers,
      cart.id,
      '4201320000311101',
      'sandbox-funds-0001',
    );
    const back = await press(sandbox, paid.paymentUrl, 'authenticate');
    await test.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    const attempt = await attemptOf(test, headers, session.attemptId);
    expect(attempt.status).toBe('failed');
    expect(attempt.failure).toMatchObject({
      code: 'PAYMENT_DECLINED',
      reason: 'insufficient_funds',
    });
    expect(await ordersOf(test, cart.id)).toHaveLength(0);
  });

  it('cancels a tabby attempt the shopper gave up on at tabby, and makes no order', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '+966557000003',
    });
    const session = tabbySessionSchema.parse(
      await instalmentSession('/api/app/tabby/session', headers, cart.id, 'sandbox-tabby-0001'),
    );
    const back = await press(sandbox, session.webUrl ?? '', 'cancel');
    const returned = await test.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
    });
    expect(returned.statusCode).toBe(303);
    const attempt = await attemptOf(test, headers, session.attemptId);
    expect(attempt).toMatchObject({
      status: 'cancelled',
      failure: { code: 'USER_CANCELLED', reason: 'cancelled' },
    });
    expect(await ordersOf(test, cart.id)).toHaveLength(0);
  });

  it('completes a tamara order from its notification, before the shopper returns', async () => {
    const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
      mobileNumber: '+966557000004',
    });
    const session = tamaraSessionSchema.parse(
      await instalmentSession(
        '/api/app/tamara/cart-session',
        headers,
        cart.id,
        'sandbox-tamara-0001',
      ),
    );
    expect(session.checkoutUrl).not.toBeNull();
    await press(sandbox, session.checkoutUrl ?? '', 'approve');
    // The shopper never came back: the notification alone made the order.
    const orders = await ordersOf(test, cart.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.paymentMethod).toBe('tamara');
  });

  it('voids at tabby and tamara an instalment approved after its hold lapsed and its cart changed', async () => {
    const context = paymentContextOf(test.app);
    const flows = [
      { url: '/api/app/tabby/session', mobileNumber: '+966557000005', button: 'pay' },
      { url: '/api/app/tamara/cart-session', mobileNumber: '+966557000006', button: 'approve' },
    ];
    for (const [index, flow] of flows.entries()) {
      const { cart, headers } = await readyCart(test, [seededItems.coffee250g()], {
        mobileNumber: flow.mobileNumber,
      });
      const answer = await instalmentSession<{
        attemptId: string;
        webUrl?: string | null;
        checkoutUrl?: string | null;
      }>(flow.url, headers, cart.id, `sandbox-void-000${index}`);
      test.clock.advance(16 * 60_000);
      await sweepLapsedAttempts(context);
      const again = await signIn(test.app, 'demo', flow.mobileNumber);
      const changed = await test.app.inject({
        method: 'POST',
        url: `/api/app/cart/cart-items/${cart.id}`,
        headers: again.headers,
        payload: [seededItems.coffee250g()],
      });
      expect(changed.statusCode).toBe(200);

      const back = await press(sandbox, answer.webUrl ?? answer.checkoutUrl ?? '', flow.button);
      await test.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
      const attempt = await attemptOf(test, again.headers, answer.attemptId);
      expect(attempt).toMatchObject({
        status: 'failed',
        moneyReturn: 'voided',
        failure: { reason: 'hold_lapsed' },
      });
      expect(await ordersOf(test, cart.id)).toHaveLength(0);
    }
  });
});
