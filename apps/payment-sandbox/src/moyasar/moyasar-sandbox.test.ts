import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxKeys } from '../sandbox-keys.ts';
import {
  basicAuth,
  buildMoyasarSandbox,
  createMoyasarToken,
  pressThreeDSecure,
} from './testing/moyasar-sandbox.ts';

const { publishableKey, secretKey } = sandboxKeys.moyasar;
let app: FastifyInstance;

beforeEach(async () => {
  ({ app } = await buildMoyasarSandbox());
});
afterEach(async () => {
  await app.close();
});

function tokenRequest(overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/moyasar/v1/tokens',
    headers: { origin: 'https://shop.test' },
    payload: {
      publishable_api_key: publishableKey,
      name: 'Sara Alqahtani',
      number: '4201320111111010',
      month: 12,
      year: 31,
      cvc: '123',
      save_only: true,
      callback_url: 'https://shop.test/after-token',
      ...overrides,
    },
  });
}

function cardPayment(token: string, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/moyasar/v1/payments',
    headers: { authorization: basicAuth(secretKey) },
    payload: {
      given_id: crypto.randomUUID(),
      amount: 11500,
      currency: 'SAR',
      description: 'Order at the shop',
      callback_url: 'https://shop.test/return?attempt=1',
      metadata: { attemptId: 'attempt-1' },
      source: { type: 'token', token, '3ds': true },
      ...overrides,
    },
  });
}

function applePayPayment(transactionIdentifier: string) {
  return app.inject({
    method: 'POST',
    url: '/moyasar/v1/payments',
    headers: { authorization: basicAuth(publishableKey), origin: 'https://shop.test' },
    payload: {
      amount: 5000,
      currency: 'SAR',
      description: 'Apple Pay order',
      source: {
        type: 'applepay',
        token: JSON.stringify({
          paymentData: { version: 'EC_v1', data: 'opaque' },
          paymentMethod: { displayName: 'Visa 0492', network: 'Visa', type: 'debit' },
          transactionIdentifier,
        }),
      },
    },
  });
}

describe('POST /v1/tokens', () => {
  it.each([
    ['4201320111111010', 'mada', 'debit'],
    ['4111111111111111', 'visa', 'credit'],
    ['5421080101000000', 'master', 'credit'],
  ])('makes a token for %s (%s)', async (number, brand, funding) => {
    const response = await tokenRequest({ number });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'initiated',
      brand,
      funding,
      country: 'SA',
      last_four: number.slice(-4),
      verification_url: null,
    });
    expect(response.json<{ id: string }>().id).toMatch(/^token_/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers the browser’s preflight from any origin', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/moyasar/v1/tokens',
      headers: {
        origin: 'https://shop.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it.each([
    [{ number: '4201320111111011' }, { number: ['is invalid'] }],
    [{ number: '42013201' }, { number: ['is invalid'] }],
    [{ number: '6011111111111117' }, { number: ['is not supported'] }],
    [{ month: 13 }, { month: ['is invalid'] }],
    [{ month: 12, year: 2029 }, { year: ['is expired'] }],
    [{ cvc: '12' }, { cvc: ['is invalid'] }],
  ])('refuses a bad field %j', async (overrides, errors) => {
    const response = await tokenRequest(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      type: 'invalid_request_error',
      message: 'Validation Failed',
      errors,
    });
  });

  it('takes a card expiring this month (the test clock is January 2030)', async () => {
    expect((await tokenRequest({ month: 1, year: 2030 })).statusCode).toBe(201);
  });

  it('refuses a wrong publishable key with 401', async () => {
    const response = await tokenRequest({ publishable_api_key: 'pk_test_wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ type: 'authentication_error' });
  });
});

describe('card payments and 3-D Secure', () => {
  it('starts initiated with the 3-D Secure page, which "Authenticate" settles by the test card', async () => {
    const token = await createMoyasarToken(app, '4201320111111010');
    const created = await cardPayment(token);
    expect(created.statusCode).toBe(201);
    const payment = created.json<{ id: string; source: { transaction_url: string } }>();
    expect(payment).toMatchObject({
      status: 'initiated',
      amount: 11500,
      currency: 'SAR',
      source: { type: 'creditcard', company: 'mada', number: '4201-32XX-XXXX-1010' },
    });
    expect(payment.source.transaction_url).toBe(`http://sandbox.test/moyasar/3ds/${payment.id}`);

    const page = await app.inject({ method: 'GET', url: `/moyasar/3ds/${payment.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain(
      '<button type="submit" class="primary" name="action" value="authenticate">Authenticate</button>',
    );
    expect(page.body).toContain('>Fail</button>');
    expect(page.body).toContain('SAR');
    expect(page.body).toContain('115.00');

    const location = await pressThreeDSecure(app, payment.source.transaction_url, 'authenticate');
    expect(location.origin + location.pathname).toBe('https://shop.test/return');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      attempt: '1',
      id: payment.id,
      status: 'paid',
      message: 'APPROVED',
    });

    const fetched = await app.inject({
      method: 'GET',
      url: `/moyasar/v1/payments/${payment.id}`,
      headers: { authorization: basicAuth(secretKey) },
    });
    expect(fetched.json()).toMatchObject({ status: 'paid', source: { message: 'APPROVED' } });
    expect(fetched.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    ['4201320000311101', 'INSUFFICIENT_FUNDS'],
    ['4201321234411220', 'DECLINED'],
  ])('fails %s with %s', async (number, message) => {
    const token = await createMoyasarToken(app, number);
    const payment = (await cardPayment(token)).json<{ source: { transaction_url: string } }>();
    const location = await pressThreeDSecure(app, payment.source.transaction_url, 'authenticate');
    expect(location.searchParams.get('status')).toBe('failed');
    expect(location.searchParams.get('message')).toBe(message);
  });

  it('"Fail" fails the 3-D Secure attempt, and the page then only links back', async () => {
    const token = await createMoyasarToken(app, '4111111111111111');
    const payment = (await cardPayment(token)).json<{
      id: string;
      source: { transaction_url: string };
    }>();
    const location = await pressThreeDSecure(app, payment.source.transaction_url, 'fail');
    expect(location.searchParams.get('status')).toBe('failed');
    expect(location.searchParams.get('message')).toBe('3-D Secure transaction attempt failed');

    const page = await app.inject({ method: 'GET', url: `/moyasar/3ds/${payment.id}?lang=ar` });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).not.toContain('<button');
    expect(page.body).toContain('العودة إلى المتجر');
    // Pressing again changes nothing.
    const again = await pressThreeDSecure(app, payment.source.transaction_url, 'authenticate');
    expect(again.searchParams.get('status')).toBe('failed');
  });

  it('escapes the description on the 3-D Secure page', async () => {
    const token = await createMoyasarToken(app, '4111111111111111');
    const payment = (
      await cardPayment(token, { description: '<script>alert("x")</script>' })
    ).json<{ id: string }>();
    const page = await app.inject({ method: 'GET', url: `/moyasar/3ds/${payment.id}` });
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });

  it('answers an unknown payment’s page with 404', async () => {
    const page = await app.inject({ method: 'GET', url: '/moyasar/3ds/%3Cscript%3E' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Payment not found');
  });

  it('refuses a second payment with the same given_id, before looking at the token', async () => {
    const givenId = crypto.randomUUID();
    const token = await createMoyasarToken(app, '4111111111111111');
    expect((await cardPayment(token, { given_id: givenId })).statusCode).toBe(201);
    const second = await cardPayment(token, { given_id: givenId });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ message: 'given_id has already been used' });
  });

  it('refuses an unknown or used token', async () => {
    const token = await createMoyasarToken(app, '4111111111111111');
    await cardPayment(token);
    for (const used of [token, 'token_unknown']) {
      const response = await cardPayment(used);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        type: 'invalid_request_error',
        message: 'Invalid token',
      });
    }
  });

  it('refuses a javascript: callback URL', async () => {
    const token = await createMoyasarToken(app, '4111111111111111');
    const response = await cardPayment(token, { callback_url: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { callback_url: ['is invalid'] } });
  });

  it('refuses server calls without the secret key', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/moyasar/v1/payments/whatever',
      headers: { authorization: basicAuth(publishableKey) },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lists payments by metadata and refunds a paid one', async () => {
    const token = await createMoyasarToken(app, '4111111111111111');
    const payment = (await cardPayment(token, { metadata: { attemptId: 'a-42' } })).json<{
      id: string;
      source: { transaction_url: string };
    }>();
    const list = await app.inject({
      method: 'GET',
      url: '/moyasar/v1/payments?metadata[attemptId]=a-42',
      headers: { authorization: basicAuth(secretKey) },
    });
    expect(list.json<{ payments: { id: string }[] }>().payments.map((p) => p.id)).toEqual([
      payment.id,
    ]);
    const refund = () =>
      app.inject({
        method: 'POST',
        url: `/moyasar/v1/payments/${payment.id}/refund`,
        headers: { authorization: basicAuth(secretKey) },
        payload: { amount: 11500 },
      });
    expect((await refund()).statusCode).toBe(400);
    await pressThreeDSecure(app, payment.source.transaction_url, 'authenticate');
    const refunded = await refund();
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({ status: 'refunded', refunded: 11500 });
  });
});

describe('Apple Pay', () => {
  it('pays at once with the publishable key', async () => {
    const response = await applePayPayment('A1B2C3');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'paid',
      amount: 5000,
      source: {
        type: 'applepay',
        company: 'visa',
        number: 'XXXX-XXXX-XXXX-0492',
        message: 'APPROVED',
      },
    });
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('declines the DECLINE transaction', async () => {
    const response = await applePayPayment('DECLINE');
    expect(response.json()).toMatchObject({ status: 'failed', source: { message: 'DECLINED' } });
  });

  it('refuses a token that is not Apple Pay’s JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/moyasar/v1/payments',
      headers: { authorization: basicAuth(publishableKey) },
      payload: { amount: 5000, currency: 'SAR', source: { type: 'applepay', token: 'not json' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { 'source.token': ['is invalid'] } });
  });

  it('answers a merchant session to /v1/applepay/initiate', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/moyasar/v1/applepay/initiate',
      headers: { authorization: basicAuth(publishableKey), origin: 'https://shop.test' },
      payload: {
        validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        display_name: 'Shop',
        domain_name: 'shop.test',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      domainName: 'shop.test',
      displayName: 'Shop',
    });
    expect(
      response.json<{ merchantSessionIdentifier: string }>().merchantSessionIdentifier,
    ).toMatch(/^SSH/);
    const wrongKey = await app.inject({
      method: 'POST',
      url: '/moyasar/v1/applepay/initiate',
      headers: { authorization: basicAuth('pk_test_wrong') },
      payload: {},
    });
    expect(wrongKey.statusCode).toBe(401);
  });
});
