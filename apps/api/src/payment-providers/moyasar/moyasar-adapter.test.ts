import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxKeys } from '@storefront/payment-sandbox';
import {
  basicAuth,
  buildMoyasarSandbox,
  createMoyasarToken,
  pressThreeDSecure,
} from '@storefront/payment-sandbox/testing';
import { PaymentProviderError, type MoyasarPort } from '../payment-provider-ports.ts';
import { injectFetch, injectFetchAnswering } from '../../testing/inject-fetch.ts';
import { createMoyasarAdapter } from './moyasar-adapter.ts';

const apiUrl = 'http://sandbox.test/moyasar';
let app: FastifyInstance;
let moyasar: MoyasarPort;

function adapterWith(overrides: Partial<Parameters<typeof createMoyasarAdapter>[0]> = {}) {
  return createMoyasarAdapter({
    apiUrl,
    ...sandboxKeys.moyasar,
    fetch: injectFetch(app),
    ...overrides,
  });
}

beforeEach(async () => {
  ({ app } = await buildMoyasarSandbox());
  moyasar = adapterWith();
});
afterEach(async () => {
  await app.close();
});

async function pay(number: string, givenId: string = crypto.randomUUID()) {
  const token = await createMoyasarToken(app, number);
  return moyasar.payWithToken({
    givenId,
    amount: 115.5,
    currency: 'SAR',
    description: 'Order at the shop',
    callbackUrl: 'https://shop.test/return',
    token,
    metadata: { attemptId: givenId, cartId: 'cart-1' },
  });
}

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof PaymentProviderError)) throw error;
  return error;
}

describe('createMoyasarAdapter', () => {
  it('exposes the publishable key and the API root for the browser', () => {
    expect(moyasar.publishableKey).toBe(sandboxKeys.moyasar.publishableKey);
    expect(moyasar.browserBaseUrl).toBe(apiUrl);
  });

  it('pays with a token: pending with the 3-D Secure page, then paid after "Authenticate"', async () => {
    const givenId = crypto.randomUUID();
    const payment = await pay('4201320111111010', givenId);
    expect(payment).toMatchObject({
      status: 'pending',
      amount: 115.5,
      currency: 'SAR',
      reference: givenId,
      failureReason: null,
    });
    expect(payment.transactionUrl).toBe(`${apiUrl}/3ds/${payment.providerPaymentId}`);

    await pressThreeDSecure(app, payment.transactionUrl ?? '', 'authenticate');
    expect(await moyasar.fetchPayment(payment.providerPaymentId)).toEqual({
      providerPaymentId: payment.providerPaymentId,
      status: 'paid',
      amount: 115.5,
      currency: 'SAR',
      reference: givenId,
      failureReason: null,
      providerMessage: 'APPROVED',
    });
  });

  it.each([
    ['4201320000311101', 'insufficient_funds', 'INSUFFICIENT_FUNDS'],
    ['4201321234411220', 'declined', 'DECLINED'],
  ])('reports %s as failed: %s', async (number, failureReason, providerMessage) => {
    const payment = await pay(number);
    await pressThreeDSecure(app, payment.transactionUrl ?? '', 'authenticate');
    expect(await moyasar.fetchPayment(payment.providerPaymentId)).toMatchObject({
      status: 'failed',
      failureReason,
      providerMessage,
    });
  });

  it('reports a failed 3-D Secure attempt as authentication_failed', async () => {
    const payment = await pay('4111111111111111');
    await pressThreeDSecure(app, payment.transactionUrl ?? '', 'fail');
    expect(await moyasar.fetchPayment(payment.providerPaymentId)).toMatchObject({
      status: 'failed',
      failureReason: 'authentication_failed',
      providerMessage: '3-D Secure transaction attempt failed',
    });
  });

  it('answers a repeated payWithToken with the payment the first call made', async () => {
    const givenId = crypto.randomUUID();
    const first = await pay('4111111111111111', givenId);
    const again = await pay('4111111111111111', givenId);
    expect(again).toEqual(first);
  });

  it('throws MOYASAR_INVALID_TOKEN for an unknown token', async () => {
    const error = await rejection(
      moyasar.payWithToken({
        givenId: crypto.randomUUID(),
        amount: 10,
        currency: 'SAR',
        description: 'x',
        callbackUrl: 'https://shop.test/return',
        token: 'token_unknown',
        metadata: {},
      }),
    );
    expect(error.code).toBe('MOYASAR_INVALID_TOKEN');
  });

  it('refunds a paid payment', async () => {
    const payment = await pay('5421080101000000');
    await pressThreeDSecure(app, payment.transactionUrl ?? '', 'authenticate');
    await moyasar.refund(payment.providerPaymentId, 115.5);
    expect(await moyasar.fetchPayment(payment.providerPaymentId)).toMatchObject({
      status: 'cancelled',
      failureReason: 'cancelled',
    });
  });

  it('refuses to refund a payment that is not paid', async () => {
    const payment = await pay('5421080101000000');
    const error = await rejection(moyasar.refund(payment.providerPaymentId, 115.5));
    expect(error.code).toBe('PAYMENT_PROCESSING_FAILED');
    expect(error.options.status).toBe(400);
  });

  it('reads an Apple Pay payment the browser made with the publishable key', async () => {
    const make = async (transactionIdentifier: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/moyasar/v1/payments',
        headers: { authorization: basicAuth(moyasar.publishableKey) },
        payload: {
          given_id: 'attempt-apple',
          amount: 5000,
          currency: 'SAR',
          source: {
            type: 'applepay',
            token: JSON.stringify({ paymentData: {}, transactionIdentifier }),
          },
        },
      });
      return response.json<{ id: string }>().id;
    };
    expect(await moyasar.fetchPayment(await make('OK-1'))).toMatchObject({
      status: 'paid',
      amount: 50,
      reference: 'attempt-apple',
    });
    await app.close();
    app = (await buildMoyasarSandbox()).app;
    moyasar = adapterWith();
    expect(await moyasar.fetchPayment(await make('DECLINE'))).toMatchObject({
      status: 'failed',
      failureReason: 'declined',
      providerMessage: 'DECLINED',
    });
  });

  it('throws CONFIGURATION_ERROR when the secret key is refused', async () => {
    const error = await rejection(adapterWith({ secretKey: 'sk_test_wrong' }).fetchPayment('any'));
    expect(error.code).toBe('CONFIGURATION_ERROR');
    expect(error.options.status).toBe(401);
  });

  it('throws CONFIGURATION_ERROR on every call when not configured', async () => {
    const unconfigured = adapterWith({ apiUrl: null });
    expect((await rejection(unconfigured.fetchPayment('any'))).code).toBe('CONFIGURATION_ERROR');
    expect((await rejection(unconfigured.refund('any', 1))).code).toBe('CONFIGURATION_ERROR');
    expect(() => unconfigured.publishableKey).toThrow(PaymentProviderError);
    expect(() => adapterWith({ secretKey: null }).browserBaseUrl).toThrow(PaymentProviderError);
  });

  it('throws PROVIDER_UNAVAILABLE when the network fails or Moyasar answers 5xx', async () => {
    const offline = adapterWith({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    expect((await rejection(offline.fetchPayment('any'))).code).toBe('PROVIDER_UNAVAILABLE');
    const failing = adapterWith({ fetch: injectFetchAnswering(app, 'Bad gateway', 502) });
    const error = await rejection(failing.fetchPayment('any'));
    expect(error.code).toBe('PROVIDER_UNAVAILABLE');
    expect(error.options.status).toBe(502);
  });

  it('throws INVALID_RESPONSE for an answer that is not as documented', async () => {
    const payment = await pay('4111111111111111');
    for (const body of [
      '{"id": 42}',
      'not json',
      '{"id":"p","status":"strange","amount":1,"currency":"SAR"}',
    ]) {
      const malformed = adapterWith({ fetch: injectFetchAnswering(app, body) });
      expect((await rejection(malformed.fetchPayment(payment.providerPaymentId))).code).toBe(
        'INVALID_RESPONSE',
      );
    }
  });
});
