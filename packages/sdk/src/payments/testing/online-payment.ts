import type { PaymentAttempt, TabbySession, TamaraSession } from '@storefront/contracts';
import { vi } from 'vitest';
import type { OnlinePaymentDeps } from '../online-payment-deps.ts';
import type { PaymentAttemptKeys } from '../payment-flow-types.ts';

/** Test helpers of the online payment; not shipped (only tests import this file). */

export const cartId = '5b1c8f0e-0000-4000-8000-0000000000c1';
export const attemptId = '5b1c8f0e-0000-4000-8000-0000000000a1';
export const holdExpiresAt = '2026-05-15T10:15:00.000Z';

/** Attempt keys over a Map, as the SDK keeps them in storage (the Map outlives a "reload"). */
export function memoryAttemptKeys(store = new Map<string, string>()): PaymentAttemptKeys & {
  store: Map<string, string>;
} {
  return {
    store,
    keyFor: (id) => {
      const known = store.get(`key:${id}`);
      if (known) return known;
      const key = crypto.randomUUID();
      store.set(`key:${id}`, key);
      return key;
    },
    forget: (id) => {
      store.delete(`key:${id}`);
      store.delete(`attempt:${id}`);
    },
    rememberAttempt: (id, attempt) => void store.set(`attempt:${id}`, attempt),
    attemptOf: (id) => store.get(`attempt:${id}`) ?? null,
  };
}

/** A payment attempt as `GET /api/app/payment/attempts/{id}` answers it. */
export function testAttempt(overrides: Partial<PaymentAttempt> = {}): PaymentAttempt {
  return {
    id: attemptId,
    cartId,
    provider: 'moyasar',
    method: 'mada',
    status: 'pending',
    amount: 115,
    currency: 'SAR',
    holdExpiresAt,
    redirectUrl: 'https://sandbox.test/moyasar/3ds/pay_1',
    orderNumber: null,
    failure: null,
    ...overrides,
  };
}

/** A moyasar session answer. */
export function testMoyasarSession() {
  return {
    attemptId,
    holdExpiresAt,
    publishableApiKey: 'pk_test',
    apiBaseUrl: 'https://sandbox.test/moyasar',
    amount: 11500,
    currency: 'SAR',
    description: 'Order',
    callbackUrl: 'https://api.test/payment/return/' + attemptId,
    metadata: {},
    applePay: { merchantName: 'Demo Store', countryCode: 'SA', supportedNetworks: ['mada'] },
  };
}

/** A moyasar payment answer: the 3-D Secure page. */
export function testMoyasarPay() {
  return {
    attemptId,
    holdExpiresAt,
    paymentId: 'pay_1',
    paymentUrl: 'https://sandbox.test/moyasar/3ds/pay_1',
  };
}

/** A tabby session answer. */
export function testTabbySession(): TabbySession {
  return {
    attemptId,
    holdExpiresAt,
    sessionId: 'ts_1',
    paymentId: 'tp_1',
    webUrl: 'https://sandbox.test/tabby/pay/ts_1',
  };
}

/** A tamara session answer. */
export function testTamaraSession(): TamaraSession {
  return {
    attemptId,
    holdExpiresAt,
    orderId: 'to_1',
    checkoutUrl: 'https://sandbox.test/tamara/checkout/to_1',
  };
}

/** Every dependency of the online payment as a scriptable `vi.fn()`, with happy answers. */
export function fakeOnlinePaymentDeps(keys = memoryAttemptKeys()) {
  const calls: string[] = [];
  const track =
    <R>(name: string, answer: () => R) =>
    // Any arguments, recorded by the mock, so tests can read what each call was given.
    (..._args: unknown[]) => {
      calls.push(name);
      return answer();
    };
  const payments = {
    moyasarSession: vi.fn(track('moyasarSession', () => Promise.resolve(testMoyasarSession()))),
    moyasarPay: vi.fn(track('moyasarPay', () => Promise.resolve(testMoyasarPay()))),
    initiateSession: vi.fn(
      track('initiateSession', () =>
        Promise.resolve({
          sessionId: 'sess_1',
          countryCode: 'SAU',
          scriptUrl: 'https://mf.test/session.js',
        }),
      ),
    ),
    executeCartPayment: vi.fn(
      track('executeCartPayment', () =>
        Promise.resolve({
          attemptId,
          holdExpiresAt,
          paymentId: 'inv_1',
          paymentUrl: 'https://sandbox.test/myfatoorah/3ds/inv_1',
        }),
      ),
    ),
    tabbySession: vi.fn(track('tabbySession', () => Promise.resolve(testTabbySession()))),
    tamaraSession: vi.fn(track('tamaraSession', () => Promise.resolve(testTamaraSession()))),
    paymentAttempt: vi.fn(track('paymentAttempt', () => Promise.resolve(testAttempt()))),
    verifyPaymentAttempt: vi.fn(
      track('verifyPaymentAttempt', () =>
        Promise.resolve(testAttempt({ status: 'paid', orderNumber: 'ORD-000001' })),
      ),
    ),
    cancelPaymentAttempt: vi.fn(
      track('cancelPaymentAttempt', () => Promise.resolve(testAttempt({ status: 'cancelled' }))),
    ),
  };
  const deps = {
    payments,
    attemptKeys: keys,
    processCart: vi.fn(track('processCart', () => Promise.resolve({ orderNumber: 'ORD-000001' }))),
    createCardToken: vi.fn(track('createCardToken', () => Promise.resolve({ id: 'token_1' }))),
    payWithApplePay: vi.fn(track('payWithApplePay', () => Promise.resolve('pay_ap_1'))),
    returnUrl: vi.fn(() => 'https://checkout.test/?tenant=demo&cartId=' + cartId),
    assign: vi.fn(),
  } satisfies OnlinePaymentDeps;
  return { deps, payments, keys, calls };
}
