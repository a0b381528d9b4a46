import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxKeys, tamaraSandbox } from '@storefront/payment-sandbox';
import { sequentialRandom } from '@storefront/payment-sandbox/testing';
import { injectFetch } from '../../testing/inject-fetch.ts';
import { form } from '../../testing/form.ts';
import { createTestClock, type TestClock } from '../../testing/test-clock.ts';
import type { InstalmentOrder, TamaraPort } from '../payment-provider-ports.ts';
import { expectProviderError } from '../testing/expect-provider-error.ts';
import { pathOf } from '../testing/path-of.ts';
import { createTamaraAdapter } from './tamara-adapter.ts';

const apiUrl = 'http://sandbox.test/tamara';
const merchantUrls = {
  success: 'http://shop.test/return/tamara/success',
  failure: 'http://shop.test/return/tamara/failure',
  cancel: 'http://shop.test/return/tamara/cancel?lang=ar',
  notification: 'http://api.test/api/app/tamara/notification?attemptId=attempt-0001',
};

function order(overrides: Partial<InstalmentOrder> = {}): InstalmentOrder {
  return {
    referenceId: 'attempt-0001',
    amount: 230,
    currency: 'SAR',
    description: 'Order at Demo Store',
    buyer: { name: 'Sara Ali', phone: '+966500000001', email: 'sara@example.com' },
    items: [{ title: 'Massage', quantity: 2, unitPrice: 115, referenceId: 'item-1' }],
    language: 'en',
    ...overrides,
  };
}

/** A notification the sandbox sent: where to, and with what. */
interface SentNotification {
  url: URL;
  authorization: string | null;
  body: unknown;
}

describe('tamara adapter against the tamara sandbox (tamara API)', () => {
  let app: FastifyInstance;
  let clock: TestClock;
  let tamara: TamaraPort;
  let notifications: SentNotification[];
  let notificationAnswer: () => Promise<Response>;

  beforeEach(async () => {
    clock = createTestClock();
    notifications = [];
    notificationAnswer = () => Promise.resolve(new Response(null, { status: 204 }));
    app = Fastify();
    await app.register(formbody);
    await app.register(tamaraSandbox, {
      prefix: '/tamara',
      baseUrl: apiUrl,
      // The merchant's notification endpoint: the sandbox's outgoing calls land here.
      fetch: async (input, init) => {
        const request = new Request(input, init);
        notifications.push({
          url: new URL(request.url),
          authorization: request.headers.get('authorization'),
          body: await request.json(),
        });
        return notificationAnswer();
      },
      clock,
      random: sequentialRandom(),
    });
    tamara = createTamaraAdapter({
      apiUrl,
      ...sandboxKeys.tamara,
      fetch: injectFetch(app),
      clock,
    });
  });

  afterEach(async () => {
    await app.close();
  });

  async function checkoutAndPress(button: 'approve' | 'decline' | 'cancel') {
    const checkout = await tamara.createCheckout(order(), merchantUrls);
    if (!checkout.checkoutUrl) throw new Error('no checkout url');
    const page = await app.inject({ method: 'GET', url: pathOf(checkout.checkoutUrl) });
    expect(page.statusCode).toBe(200);
    const pressed = await app.inject({
      method: 'POST',
      url: new URL(checkout.checkoutUrl).pathname,
      ...form({ action: button }),
    });
    return { checkout, pressed };
  }

  it('approves: notifies with a valid tamaraToken, redirects, then authorised is paid', async () => {
    const { checkout, pressed } = await checkoutAndPress('approve');
    expect(checkout.checkoutUrl).toMatch(/^http:\/\/sandbox\.test\/tamara\/checkout\/.+\?lang=en$/);

    expect(notifications).toHaveLength(1);
    const [notification] = notifications;
    if (!notification) throw new Error('no notification');
    expect(`${notification.url.origin}${notification.url.pathname}`).toBe(
      'http://api.test/api/app/tamara/notification',
    );
    expect(notification.url.searchParams.get('attemptId')).toBe('attempt-0001');
    expect(notification.body).toEqual({
      order_id: checkout.providerPaymentId,
      order_reference_id: 'attempt-0001',
      order_status: 'approved',
      event_type: 'order_approved',
    });
    const token = notification.url.searchParams.get('tamaraToken') ?? '';
    expect(notification.authorization).toBe(`Bearer ${token}`);
    expect(await tamara.verifyNotificationToken(token)).toBe(true);

    expect(pressed.statusCode).toBe(303);
    expect(String(pressed.headers.location)).toBe(
      `http://shop.test/return/tamara/success?orderId=${checkout.providerPaymentId}&paymentStatus=approved`,
    );

    expect(await tamara.fetchPayment(checkout.providerPaymentId)).toEqual({
      providerPaymentId: checkout.providerPaymentId,
      status: 'authorized',
      amount: 230,
      currency: 'SAR',
      reference: 'attempt-0001',
      failureReason: null,
      providerMessage: null,
    });
    await tamara.authorise(checkout.providerPaymentId);
    const paid = await tamara.fetchPayment(checkout.providerPaymentId);
    expect(paid.status).toBe('paid');
    // Authorising again (notification and return both) is harmless.
    await tamara.authorise(checkout.providerPaymentId);
  });

  it('cancels an approved or authorised order; refuses to cancel a declined one or refund one not captured', async () => {
    const approved = await checkoutAndPress('approve');
    const id = approved.checkout.providerPaymentId;
    await tamara.authorise(id);
    await tamara.cancel(id, 230, 'SAR');
    expect(await tamara.fetchPayment(id)).toMatchObject({ status: 'cancelled' });
    // A retried cancel answers the same.
    await tamara.cancel(id, 230, 'SAR');
    await expectProviderError(tamara.refund(id, 230, 'SAR'), 'PAYMENT_PROCESSING_FAILED');

    const declined = await checkoutAndPress('decline');
    await expect(
      tamara.cancel(declined.checkout.providerPaymentId, 230, 'SAR'),
    ).rejects.toMatchObject({ code: 'PAYMENT_PROCESSING_FAILED', options: { status: 400 } });
  });

  it('refuses forged, expired and malformed notification tokens', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    const sign = (key: string, exp: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(exp - 3600)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(key));
    expect(await tamara.verifyNotificationToken(await sign('someone-else', now + 3600))).toBe(
      false,
    );
    expect(
      await tamara.verifyNotificationToken(await sign(sandboxKeys.tamara.notificationKey, now - 1)),
    ).toBe(false);
    const noExpiry = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(sandboxKeys.tamara.notificationKey));
    expect(await tamara.verifyNotificationToken(noExpiry)).toBe(false);
    expect(await tamara.verifyNotificationToken('not-a-jwt')).toBe(false);
  });

  it('refuses the sandbox token once its hour has passed', async () => {
    await checkoutAndPress('approve');
    const token = notifications[0]?.url.searchParams.get('tamaraToken') ?? '';
    clock.advance(60 * 60_000 + 1000);
    expect(await tamara.verifyNotificationToken(token)).toBe(false);
  });

  it('still redirects to success when the notification cannot be delivered', async () => {
    notificationAnswer = () => Promise.reject(new TypeError('fetch failed'));
    const { checkout, pressed } = await checkoutAndPress('approve');
    expect(pressed.statusCode).toBe(303);
    expect(String(pressed.headers.location)).toContain('/return/tamara/success?');
    expect((await tamara.fetchPayment(checkout.providerPaymentId)).status).toBe('authorized');
  });

  it('maps "Decline" to failed (declined) and "Cancel" to cancelled, with tamara redirects', async () => {
    const declined = await checkoutAndPress('decline');
    expect(String(declined.pressed.headers.location)).toBe(
      `http://shop.test/return/tamara/failure?orderId=${declined.checkout.providerPaymentId}&paymentStatus=declined`,
    );
    expect(await tamara.fetchPayment(declined.checkout.providerPaymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
    });
    await expectProviderError(
      tamara.authorise(declined.checkout.providerPaymentId),
      'PAYMENT_PROCESSING_FAILED',
    );

    const cancelled = await checkoutAndPress('cancel');
    expect(String(cancelled.pressed.headers.location)).toBe(
      `http://shop.test/return/tamara/cancel?lang=ar&orderId=${cancelled.checkout.providerPaymentId}&paymentStatus=canceled`,
    );
    expect(await tamara.fetchPayment(cancelled.checkout.providerPaymentId)).toMatchObject({
      status: 'cancelled',
      failureReason: 'cancelled',
    });
    expect(notifications).toEqual([]);
  });

  it('maps a new order past its lifetime to expired', async () => {
    const checkout = await tamara.createCheckout(order(), merchantUrls);
    expect((await tamara.fetchPayment(checkout.providerPaymentId)).status).toBe('pending');
    clock.advance(30 * 60_000);
    expect(await tamara.fetchPayment(checkout.providerPaymentId)).toMatchObject({
      status: 'expired',
      failureReason: 'expired',
    });
  });

  it('gives no checkout URL for the test phone +966500000009', async () => {
    const checkout = await tamara.createCheckout(
      order({ buyer: { name: 'Omar', phone: '+966500000009', email: null } }),
      merchantUrls,
    );
    expect(checkout.checkoutUrl).toBeNull();
    expect(checkout.providerPaymentId).toMatch(/.+/);
  });

  it('sends the documented checkout body', async () => {
    const bodies: unknown[] = [];
    const inject = injectFetch(app);
    const spying = createTamaraAdapter({
      apiUrl,
      ...sandboxKeys.tamara,
      fetch: async (input, init) => {
        bodies.push(await new Request(input, init).json());
        return inject(input, init);
      },
    });
    await spying.createCheckout(order({ language: 'ar' }), merchantUrls);
    expect(bodies[0]).toMatchObject({
      order_reference_id: 'attempt-0001',
      total_amount: { amount: 230, currency: 'SAR' },
      country_code: 'SA',
      payment_type: 'PAY_BY_INSTALMENTS',
      instalments: 4,
      locale: 'ar_SA',
      consumer: {
        first_name: 'Sara',
        last_name: 'Ali',
        phone_number: '+966500000001',
        email: 'sara@example.com',
      },
      items: [{ name: 'Massage', quantity: 2, unit_price: { amount: 115, currency: 'SAR' } }],
      merchant_url: merchantUrls,
    });
  });

  it('answers SESSION_CREATION_FAILED when tamara refuses the checkout body', async () => {
    const badUrls = { ...merchantUrls, success: 'javascript:alert(1)' };
    await expectProviderError(tamara.createCheckout(order(), badUrls), 'SESSION_CREATION_FAILED');
  });

  it('answers CONFIGURATION_ERROR when tamara refuses the API token', async () => {
    const wrongToken = createTamaraAdapter({
      apiUrl,
      apiToken: 'wrong',
      notificationKey: sandboxKeys.tamara.notificationKey,
      fetch: injectFetch(app),
    });
    await expectProviderError(
      wrongToken.createCheckout(order(), merchantUrls),
      'CONFIGURATION_ERROR',
    );
    await expectProviderError(wrongToken.authorise('any'), 'CONFIGURATION_ERROR');
  });

  it('answers PROVIDER_UNAVAILABLE when tamara cannot be reached or fails', async () => {
    const unreachable = createTamaraAdapter({
      apiUrl,
      ...sandboxKeys.tamara,
      fetch: () => Promise.reject(new DOMException('timed out', 'TimeoutError')),
    });
    await expectProviderError(unreachable.fetchPayment('o'), 'PROVIDER_UNAVAILABLE');
    const failing = createTamaraAdapter({
      apiUrl,
      ...sandboxKeys.tamara,
      fetch: () => Promise.resolve(new Response('', { status: 503 })),
    });
    await expectProviderError(failing.authorise('o'), 'PROVIDER_UNAVAILABLE');
  });

  it('answers INVALID_RESPONSE when an answer does not match the documentation', async () => {
    const answering = (body: string) =>
      createTamaraAdapter({
        apiUrl,
        ...sandboxKeys.tamara,
        fetch: () => Promise.resolve(new Response(body, { status: 200 })),
      });
    await expectProviderError(
      answering(
        JSON.stringify({
          order_id: 'o',
          status: 'paid_somehow',
          total_amount: { amount: 1, currency: 'SAR' },
        }),
      ).fetchPayment('o'),
      'INVALID_RESPONSE',
    );
    await expectProviderError(
      answering(JSON.stringify({ checkout_url: 'http://x.test' })).createCheckout(
        order(),
        merchantUrls,
      ),
      'INVALID_RESPONSE',
    );
    await expectProviderError(answering('not json').authorise('o'), 'INVALID_RESPONSE');
  });

  it('answers CONFIGURATION_ERROR for every call without an API URL or keys', async () => {
    const unconfigured = createTamaraAdapter({
      apiUrl: null,
      apiToken: null,
      notificationKey: null,
      fetch: () => Promise.reject(new Error('never called')),
    });
    await expectProviderError(
      unconfigured.createCheckout(order(), merchantUrls),
      'CONFIGURATION_ERROR',
    );
    await expectProviderError(unconfigured.fetchPayment('o'), 'CONFIGURATION_ERROR');
    await expectProviderError(unconfigured.authorise('o'), 'CONFIGURATION_ERROR');
    await expectProviderError(unconfigured.verifyNotificationToken('t'), 'CONFIGURATION_ERROR');
  });
});
