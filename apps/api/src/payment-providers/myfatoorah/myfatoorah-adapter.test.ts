import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxKeys } from '@storefront/payment-sandbox';
import {
  buildMyFatoorahSandbox,
  postSessionCard,
  pressThreeDSecure,
} from '@storefront/payment-sandbox/testing';
import { injectFetch, injectFetchAnswering } from '../../testing/inject-fetch.ts';
import { PaymentProviderError, type MyFatoorahPort } from '../payment-provider-ports.ts';
import { createMyFatoorahAdapter } from './myfatoorah-adapter.ts';

const apiUrl = 'http://sandbox.test/myfatoorah';
const scriptUrl = `${apiUrl}/cardview/v2/session.js`;
let app: FastifyInstance;
let myfatoorah: MyFatoorahPort;

function adapterWith(overrides: Partial<Parameters<typeof createMyFatoorahAdapter>[0]> = {}) {
  return createMyFatoorahAdapter({
    apiUrl,
    apiKey: sandboxKeys.myfatoorah.apiKey,
    scriptUrl,
    fetch: injectFetch(app),
    ...overrides,
  });
}

beforeEach(async () => {
  ({ app } = await buildMyFatoorahSandbox());
  myfatoorah = adapterWith();
});
afterEach(async () => {
  await app.close();
});

async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof PaymentProviderError)) throw error;
  return error;
}

function execute(sessionId: string) {
  return myfatoorah.executePayment({
    sessionId,
    amount: 115.5,
    currency: 'SAR',
    callbackUrl: 'https://shop.test/paid',
    errorUrl: 'https://shop.test/failed',
    reference: 'attempt-7',
    customerName: 'Sara Alqahtani',
    language: 'en',
  });
}

/** A session with `number` posted by the embedded form, executed. */
async function invoiceFor(number: string) {
  const { sessionId } = await myfatoorah.initiateSession({ customerIdentifier: 'customer-1' });
  const posted = await postSessionCard(app, sessionId, { number });
  expect(posted.statusCode).toBe(200);
  return execute(sessionId);
}

describe('createMyFatoorahAdapter', () => {
  it('initiates a session', async () => {
    const session = await myfatoorah.initiateSession({ customerIdentifier: 'customer-1' });
    expect(session.countryCode).toBe('SAU');
    expect(session.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(myfatoorah.scriptUrl).toBe(scriptUrl);
  });

  it('executes a payment: pending until "Authenticate", then paid with amount, currency and reference', async () => {
    const { providerPaymentId, paymentUrl } = await invoiceFor('4201320111111010');
    expect(paymentUrl).toMatch(new RegExp(`^${apiUrl}/3ds/${providerPaymentId}`));
    expect(await myfatoorah.fetchPayment(providerPaymentId)).toMatchObject({
      status: 'pending',
      failureReason: null,
    });
    await pressThreeDSecure(app, paymentUrl, 'authenticate');
    expect(await myfatoorah.fetchPayment(providerPaymentId)).toEqual({
      providerPaymentId,
      status: 'paid',
      amount: 115.5,
      currency: 'SAR',
      reference: 'attempt-7',
      failureReason: null,
      providerMessage: null,
    });
  });

  it.each([
    ['4201320000311101', 'authenticate', 'insufficient_funds'],
    ['4201321234411220', 'authenticate', 'declined'],
    ['4111111111111111', 'fail', 'authentication_failed'],
  ] as const)('reports %s after %s as failed: %s', async (number, action, failureReason) => {
    const { providerPaymentId, paymentUrl } = await invoiceFor(number);
    await pressThreeDSecure(app, paymentUrl, action);
    const payment = await myfatoorah.fetchPayment(providerPaymentId);
    expect(payment).toMatchObject({ status: 'failed', failureReason });
    expect(payment.providerMessage).toMatch(/\w/);
  });

  it('throws SESSION_PROVIDER_SESSION_FAILED for a session without a card', async () => {
    const { sessionId } = await myfatoorah.initiateSession({ customerIdentifier: 'customer-1' });
    const error = await rejection(execute(sessionId));
    expect(error.code).toBe('SESSION_PROVIDER_SESSION_FAILED');
    expect(error.message).toContain('The session has no card details.');
  });

  it('throws SESSION_PROVIDER_INIT_FAILED when InitiateSession is refused', async () => {
    const refusing = adapterWith({
      fetch: injectFetchAnswering(
        app,
        JSON.stringify({
          IsSuccess: false,
          Message: 'Not enabled',
          ValidationErrors: null,
          Data: null,
        }),
        400,
      ),
    });
    const error = await rejection(refusing.initiateSession({ customerIdentifier: 'c' }));
    expect(error.code).toBe('SESSION_PROVIDER_INIT_FAILED');
  });

  it('refunds a paid invoice, not more than was paid', async () => {
    const { providerPaymentId, paymentUrl } = await invoiceFor('4111111111111111');
    expect((await rejection(myfatoorah.refund(providerPaymentId, 115.5))).code).toBe(
      'PAYMENT_PROCESSING_FAILED',
    );
    await pressThreeDSecure(app, paymentUrl, 'authenticate');
    await myfatoorah.refund(providerPaymentId, 115.5);
    expect((await rejection(myfatoorah.refund(providerPaymentId, 1))).code).toBe(
      'PAYMENT_PROCESSING_FAILED',
    );
  });

  it('throws CONFIGURATION_ERROR for a refused key and without configuration', async () => {
    const wrongKey = adapterWith({ apiKey: 'wrong' });
    const refused = await rejection(wrongKey.initiateSession({ customerIdentifier: 'c' }));
    expect(refused.code).toBe('CONFIGURATION_ERROR');
    expect(refused.options.status).toBe(401);
    const unconfigured = adapterWith({ apiUrl: null });
    expect((await rejection(unconfigured.fetchPayment('1'))).code).toBe('CONFIGURATION_ERROR');
    expect((await rejection(unconfigured.initiateSession({ customerIdentifier: 'c' }))).code).toBe(
      'CONFIGURATION_ERROR',
    );
    expect(() => adapterWith({ scriptUrl: null }).scriptUrl).toThrow(PaymentProviderError);
  });

  it('throws PROVIDER_UNAVAILABLE when the network fails or MyFatoorah answers 5xx', async () => {
    const offline = adapterWith({ fetch: () => Promise.reject(new TypeError('fetch failed')) });
    expect((await rejection(offline.fetchPayment('1'))).code).toBe('PROVIDER_UNAVAILABLE');
    const failing = adapterWith({ fetch: injectFetchAnswering(app, '<html>', 503) });
    expect((await rejection(failing.fetchPayment('1'))).code).toBe('PROVIDER_UNAVAILABLE');
  });

  it('throws INVALID_RESPONSE for an answer that is not as documented', async () => {
    for (const body of [
      'not json',
      '{"Data": {}}',
      '{"IsSuccess": true, "Data": {"InvoiceId": 1, "InvoiceStatus": "Strange", "InvoiceValue": 1}}',
      '{"IsSuccess": true, "Data": {"InvoiceId": 1, "InvoiceStatus": "Paid", "InvoiceValue": 1}}',
    ]) {
      const malformed = adapterWith({ fetch: injectFetchAnswering(app, body) });
      expect((await rejection(malformed.fetchPayment('1'))).code).toBe('INVALID_RESPONSE');
    }
  });
});
