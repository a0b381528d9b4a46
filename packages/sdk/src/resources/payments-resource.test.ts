import { createPaymentsResource } from './payments-resource.ts';
import { describeResourceCalls } from './testing/describe-resource-calls.ts';
import { cartId, customerId } from './testing/sample-answers.ts';

const redirects = {
  cartId,
  successUrl: 'https://shop.test/success',
  cancelUrl: 'https://shop.test/cancel',
  failureUrl: 'https://shop.test/failure',
};

describeResourceCalls('payments resource', createPaymentsResource, [
  {
    name: 'moyasarSession',
    call: (payments) =>
      payments.moyasarSession({ cartId, callbackUrl: 'https://shop.test/callback' }),
    method: 'POST',
    path: '/payment/moyasar/session',
    body: { kind: 'json', value: { cartId, callbackUrl: 'https://shop.test/callback' } },
    answer: {
      publishableApiKey: 'pk_test_1',
      amount: 11500,
      currency: 'SAR',
      description: 'Order',
      callbackUrl: 'https://shop.test/callback',
      metadata: { cartId },
    },
    requiredField: 'publishableApiKey',
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
    answer: { sessionId: 'session-1', countryCode: 'SAU' },
    requiredField: 'sessionId',
  },
  {
    name: 'executeCartPayment',
    call: (payments) =>
      payments.executeCartPayment({
        sessionId: 'session-1',
        cartId,
        callbackUrl: 'https://shop.test/callback',
        errorCallbackUrl: 'https://shop.test/error',
      }),
    method: 'POST',
    path: '/api/app/payment/execute-cart-payment',
    query: [
      ['sessionId', 'session-1'],
      ['cartId', cartId],
      ['callbackUrl', 'https://shop.test/callback'],
      ['errorCallbackUrl', 'https://shop.test/error'],
    ],
    answer: { paymentId: 'payment-1', paymentUrl: 'https://pay.test/3ds' },
    requiredField: 'paymentUrl',
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
    call: (payments) => payments.tabbySession(redirects),
    method: 'POST',
    path: '/api/app/tabby/session',
    body: { kind: 'json', value: redirects },
    answer: { sessionId: 'tabby-1', paymentId: 'payment-2', webUrl: 'https://tabby.test/pay' },
    requiredField: 'webUrl',
  },
  {
    name: 'tamaraSession',
    call: (payments) => payments.tamaraSession(redirects),
    method: 'POST',
    path: '/api/app/tamara/cart-session',
    body: { kind: 'json', value: redirects },
    answer: { orderId: 'tamara-1', checkoutUrl: null },
    requiredField: 'checkoutUrl',
  },
]);
