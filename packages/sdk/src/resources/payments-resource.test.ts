import { describe, expect, it } from 'vitest';
import type { MoyasarSession } from '@storefront/contracts';
import { ApiError } from '../http/api-error.ts';
import { testAttempt } from '../payments/testing/online-payment.ts';
import { createPaymentsResource } from './payments-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { fakeApi } from './testing/fake-api.ts';
import { cartId, customerId } from './testing/sample-answers.ts';

const attemptId = '3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f';
const key = 'key-7f3e1a';
const holdExpiresAt = '2030-01-01T10:15:00.000Z';
const redirects = {
  cartId,
  successUrl: 'https://shop.test/success',
  cancelUrl: 'https://shop.test/cancel',
  failureUrl: 'https://shop.test/failure',
};
const moyasarSession: MoyasarSession = {
  attemptId,
  holdExpiresAt,
  publishableApiKey: 'pk_test_1',
  apiBaseUrl: 'https://pay.test/moyasar',
  amount: 11500,
  currency: 'SAR',
  description: 'Order',
  callbackUrl: 'https://api.test/payment/return',
  metadata: { cartId },
  applePay: { merchantName: 'Demo Store', countryCode: 'SA', supportedNetworks: ['mada', 'visa'] },
};
const pendingAttempt = testAttempt({
  id: attemptId,
  cartId,
  holdExpiresAt,
  redirectUrl: 'https://pay.test/3ds/p1',
});
const cartPayment = {
  attemptId,
  holdExpiresAt,
  paymentId: 'payment-1',
  paymentUrl: 'https://pay.test/3ds',
};

describeResourceCalls('payments resource', createPaymentsResource, [
  {
    name: 'moyasarSession',
    call: (payments) =>
      payments.moyasarSession(
        { cartId, method: 'mada', callbackUrl: 'https://shop.test/callback' },
        key,
      ),
    method: 'POST',
    path: '/payment/moyasar/session',
    headers: { 'Idempotency-Key': key },
    body: {
      kind: 'json',
      value: { cartId, method: 'mada', callbackUrl: 'https://shop.test/callback' },
    },
    answer: moyasarSession,
    requiredField: 'applePay.supportedNetworks',
  },
  {
    name: 'moyasarPay',
    call: (payments) => payments.moyasarPay({ attemptId, token: 'token_abc' }),
    method: 'POST',
    path: '/payment/moyasar/pay',
    body: { kind: 'json', value: { attemptId, token: 'token_abc' } },
    answer: cartPayment,
    requiredField: 'paymentUrl',
  },
  {
    name: 'initiateSession',
    call: (payments) =>
      payments.initiateSession(customerId, {
        callbackUrl: 'https://shop.test/callback',
        totalAmount: 115.5,
      }),
    method: 'POST',
    path: `/api/app/payment/initiate-session/${customerId}`,
    query: [
      ['callbackUrl', 'https://shop.test/callback'],
      ['totalAmount', '115.5'],
    ],
    answer: {
      sessionId: 'session-1',
      countryCode: 'SAU',
      scriptUrl: 'https://pay.test/session.js',
    },
    requiredField: 'scriptUrl',
  },
  {
    name: 'executeCartPayment',
    call: (payments) =>
      payments.executeCartPayment(
        {
          sessionId: 'session-1',
          cartId,
          callbackUrl: 'https://shop.test/callback',
          errorCallbackUrl: 'https://shop.test/error',
        },
        key,
      ),
    method: 'POST',
    path: '/api/app/payment/execute-cart-payment',
    headers: { 'Idempotency-Key': key },
    query: [
      ['sessionId', 'session-1'],
      ['cartId', cartId],
      ['callbackUrl', 'https://shop.test/callback'],
      ['errorCallbackUrl', 'https://shop.test/error'],
    ],
    answer: cartPayment,
    requiredField: 'attemptId',
  },
  {
    name: 'tabbyEligibility',
    call: (payments) => payments.tabbyEligibility({ cartId }),
    method: 'POST',
    path: '/api/app/tabby/test-customer-eligibility',
    body: { kind: 'json', value: { cartId } },
    answer: { isEligible: false, rejectionReason: 'not_available' },
    requiredField: 'isEligible',
  },
  {
    name: 'tabbySession',
    call: (payments) => payments.tabbySession(redirects, key),
    method: 'POST',
    path: '/api/app/tabby/session',
    headers: { 'Idempotency-Key': key },
    body: { kind: 'json', value: redirects },
    answer: {
      attemptId,
      holdExpiresAt,
      sessionId: 'tabby-1',
      paymentId: 'payment-2',
      webUrl: 'https://tabby.test/pay',
    },
    requiredField: 'webUrl',
  },
  {
    name: 'tamaraSession',
    call: (payments) => payments.tamaraSession(redirects, key),
    method: 'POST',
    path: '/api/app/tamara/cart-session',
    headers: { 'Idempotency-Key': key },
    body: { kind: 'json', value: redirects },
    answer: { attemptId, holdExpiresAt: null, orderId: 'tamara-1', checkoutUrl: null },
    requiredField: 'checkoutUrl',
  },
  {
    name: 'paymentAttempt',
    call: (payments) => payments.paymentAttempt(attemptId),
    method: 'GET',
    path: `/api/app/payment/attempts/${attemptId}`,
    answer: pendingAttempt,
    requiredField: 'status',
  },
  {
    name: 'verifyPaymentAttempt',
    call: (payments) => payments.verifyPaymentAttempt(attemptId, { providerPaymentId: 'pay_1' }),
    method: 'POST',
    path: `/api/app/payment/attempts/${attemptId}/verify`,
    body: { kind: 'json', value: { providerPaymentId: 'pay_1' } },
    answer: {
      ...pendingAttempt,
      status: 'paid',
      holdExpiresAt: null,
      redirectUrl: null,
      orderNumber: 'ORD-1001',
    },
    requiredField: 'orderNumber',
  },
  {
    name: 'cancelPaymentAttempt',
    call: (payments) => payments.cancelPaymentAttempt(attemptId),
    method: 'POST',
    path: `/api/app/payment/attempts/${attemptId}/cancel`,
    answer: {
      ...pendingAttempt,
      status: 'cancelled',
      holdExpiresAt: null,
      redirectUrl: null,
      failure: { code: 'USER_CANCELLED', reason: 'cancelled', providerMessage: null },
    },
    requiredField: 'failure',
  },
]);

/** A fake API that answers 503 `PROVIDER_UNAVAILABLE` first, then `answer`. */
function unavailableOnce(answer: unknown) {
  let calls = 0;
  return fakeApi({
    response: () => {
      calls += 1;
      return calls === 1
        ? Response.json(
            { error: { code: 'PROVIDER_UNAVAILABLE', message: 'Provider unavailable' } },
            { status: 503 },
          )
        : Response.json(answer);
    },
  });
}

describe('payments resource retries', () => {
  it.each([
    {
      name: 'moyasarSession',
      call: (payments: ReturnType<typeof createPaymentsResource>) =>
        payments.moyasarSession(
          { cartId, method: 'applepay', callbackUrl: 'https://shop.test/callback' },
          key,
        ),
      answer: moyasarSession,
    },
    {
      name: 'executeCartPayment',
      call: (payments: ReturnType<typeof createPaymentsResource>) =>
        payments.executeCartPayment(
          {
            sessionId: 'session-1',
            cartId,
            callbackUrl: 'https://shop.test/callback',
            errorCallbackUrl: 'https://shop.test/error',
          },
          key,
        ),
      answer: cartPayment,
    },
    {
      name: 'tamaraSession',
      call: (payments: ReturnType<typeof createPaymentsResource>) =>
        payments.tamaraSession(redirects, key),
      answer: { attemptId, holdExpiresAt, orderId: 'tamara-1', checkoutUrl: 'https://t.test' },
    },
  ])('retries $name after PROVIDER_UNAVAILABLE with the same Idempotency-Key', async (row) => {
    const { http, sent } = unavailableOnce(row.answer);

    await expect(row.call(createPaymentsResource(http))).resolves.toEqual(row.answer);

    expect(sent).toHaveLength(2);
    expect(sent.map((request) => request.headers.get('Idempotency-Key'))).toEqual([key, key]);
  });

  it('retries moyasarPay and the attempt calls, which are safe to repeat', async () => {
    const pay = unavailableOnce(cartPayment);
    await expect(
      createPaymentsResource(pay.http).moyasarPay({ attemptId, token: 'token_abc' }),
    ).resolves.toEqual(cartPayment);
    expect(pay.sent).toHaveLength(2);

    const cancel = unavailableOnce({ ...pendingAttempt, status: 'cancelled' });
    await expect(
      createPaymentsResource(cancel.http).cancelPaymentAttempt(attemptId),
    ).resolves.toMatchObject({ status: 'cancelled' });
    expect(cancel.sent).toHaveLength(2);
  });

  it('does not retry initiateSession, which has no key and could open a second session', async () => {
    const { http, sent } = unavailableOnce({ sessionId: 's', countryCode: 'SAU', scriptUrl: 'x' });

    const failure = createPaymentsResource(http).initiateSession(customerId, {
      callbackUrl: 'https://shop.test/callback',
      totalAmount: 115,
    });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE', status: 503 });
    expect(sent).toHaveLength(1);
  });

  it('does not retry a declined payment (PAYMENT_DECLINED is not retryable)', async () => {
    const { http, sent } = fakeApi({
      json: { error: { code: 'PAYMENT_DECLINED', message: 'Declined' } },
      status: 402,
    });

    await expect(
      createPaymentsResource(http).moyasarPay({ attemptId, token: 'token_abc' }),
    ).rejects.toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect(sent).toHaveLength(1);
  });
});
