import {
  cartPaymentSchema,
  idempotencyKeyHeader,
  moyasarSessionSchema,
  paymentAttemptSchema,
  paymentSessionSchema,
  tabbyEligibilitySchema,
  tabbySessionSchema,
  tamaraSessionSchema,
  type CartPayment,
  type ExecuteCartPaymentQuery,
  type InitiatePaymentSessionQuery,
  type InstalmentSessionRequest,
  type MoyasarPayRequest,
  type MoyasarSession,
  type MoyasarSessionRequest,
  type PaymentAttempt,
  type PaymentSession,
  type TabbyEligibility,
  type TabbyEligibilityRequest,
  type TabbySession,
  type TamaraSession,
  type VerifyPaymentAttemptRequest,
} from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';

/**
 * The payment session calls of docs/product/api.md, plus the payment attempt calls. The card
 * providers' own calls (card tokens, Apple Pay) go to their services, not here (see `payments/`).
 *
 * Every call that starts a payment takes the checkout's `idempotencyKey` for the cart's attempt
 * (sent as the `Idempotency-Key` header): the server answers a repeat with the same attempt, so
 * these calls are retried like GETs.
 */
export interface PaymentsResource {
  /**
   * `POST /payment/moyasar/session {cartId, method, callbackUrl}`: starts (or finds) the cart's
   * attempt and answers what the first card provider's browser calls need.
   */
  moyasarSession(
    request: MoyasarSessionRequest,
    idempotencyKey: string,
    options?: CallOptions,
  ): Promise<MoyasarSession>;
  /**
   * `POST /payment/moyasar/pay {attemptId, token}`: pays the attempt with the card token the
   * browser made; answers where to finish (3-D Secure). The server pays an attempt at most once.
   */
  moyasarPay(request: MoyasarPayRequest, options?: CallOptions): Promise<CartPayment>;
  /** `POST /api/app/payment/initiate-session/{customerId}?callbackUrl&totalAmount`: the second card provider's session. */
  initiateSession(
    customerId: string,
    query: InitiatePaymentSessionQuery,
    options?: CallOptions,
  ): Promise<PaymentSession>;
  /**
   * `POST /api/app/payment/execute-cart-payment?sessionId&cartId&callbackUrl&errorCallbackUrl`:
   * pays the cart with that session; answers where to finish (3-D Secure). Waits up to 300 s.
   */
  executeCartPayment(
    query: ExecuteCartPaymentQuery,
    idempotencyKey: string,
    options?: CallOptions,
  ): Promise<CartPayment>;
  /** `POST /api/app/tabby/test-customer-eligibility {cartId}`. */
  tabbyEligibility(
    request: TabbyEligibilityRequest,
    options?: CallOptions,
  ): Promise<TabbyEligibility>;
  /** `POST /api/app/tabby/session {cartId, successUrl, cancelUrl, failureUrl}`. */
  tabbySession(
    request: InstalmentSessionRequest,
    idempotencyKey: string,
    options?: CallOptions,
  ): Promise<TabbySession>;
  /** `POST /api/app/tamara/cart-session {cartId, successUrl, cancelUrl, failureUrl}`. */
  tamaraSession(
    request: InstalmentSessionRequest,
    idempotencyKey: string,
    options?: CallOptions,
  ): Promise<TamaraSession>;
  /** `GET /api/app/payment/attempts/{attemptId}`: the attempt (the server asks the provider while it is pending). */
  paymentAttempt(attemptId: string, options?: CallOptions): Promise<PaymentAttempt>;
  /**
   * `POST /api/app/payment/attempts/{attemptId}/verify`: has the server check the provider's
   * answer now (after a return, or with the provider payment id Apple Pay made in the browser).
   */
  verifyPaymentAttempt(
    attemptId: string,
    request: VerifyPaymentAttemptRequest,
    options?: CallOptions,
  ): Promise<PaymentAttempt>;
  /** `POST /api/app/payment/attempts/{attemptId}/cancel`: gives up a pending attempt and frees its hold. */
  cancelPaymentAttempt(attemptId: string, options?: CallOptions): Promise<PaymentAttempt>;
}

function attemptPath(attemptId: string): string {
  return `/api/app/payment/attempts/${encodeURIComponent(attemptId)}`;
}

/**
 * Payment sessions and attempts over an http-client. The calls that start an attempt carry its
 * `Idempotency-Key` and the attempt calls are safe to repeat, so all of them are retried per the
 * SDK's retry policy; the second card provider's `initiateSession` starts no attempt and has no
 * key, so a retry could open a second session: it is never retried.
 *
 * @example
 * const payments = createPaymentsResource(http);
 * const key = attemptKeys.keyFor(cartId);
 * const { checkoutUrl } = await payments.tamaraSession({ cartId, successUrl, cancelUrl, failureUrl }, key);
 * if (checkoutUrl) location.assign(checkoutUrl);
 */
export function createPaymentsResource(http: HttpClient): PaymentsResource {
  const keyed = (idempotencyKey: string) => ({
    headers: { [idempotencyKeyHeader]: idempotencyKey },
    idempotent: true,
  });
  return {
    moyasarSession: (request, idempotencyKey, options) =>
      http.post('/payment/moyasar/session', request, {
        ...options,
        ...keyed(idempotencyKey),
        responseSchema: moyasarSessionSchema,
      }),
    moyasarPay: (request, options) =>
      http.post('/payment/moyasar/pay', request, {
        ...options,
        responseSchema: cartPaymentSchema,
        idempotent: true,
      }),
    initiateSession: (customerId, query, options) =>
      http.post(`/api/app/payment/initiate-session/${encodeURIComponent(customerId)}`, undefined, {
        ...options,
        responseSchema: paymentSessionSchema,
        query: { callbackUrl: query.callbackUrl, totalAmount: query.totalAmount },
      }),
    executeCartPayment: (query, idempotencyKey, options) =>
      http.post('/api/app/payment/execute-cart-payment', undefined, {
        ...options,
        ...keyed(idempotencyKey),
        responseSchema: cartPaymentSchema,
        query: {
          sessionId: query.sessionId,
          cartId: query.cartId,
          callbackUrl: query.callbackUrl,
          errorCallbackUrl: query.errorCallbackUrl,
        },
        timeout: 'submission',
      }),
    tabbyEligibility: (request, options) =>
      http.post('/api/app/tabby/test-customer-eligibility', request, {
        ...options,
        responseSchema: tabbyEligibilitySchema,
        idempotent: true,
      }),
    tabbySession: (request, idempotencyKey, options) =>
      http.post('/api/app/tabby/session', request, {
        ...options,
        ...keyed(idempotencyKey),
        responseSchema: tabbySessionSchema,
      }),
    tamaraSession: (request, idempotencyKey, options) =>
      http.post('/api/app/tamara/cart-session', request, {
        ...options,
        ...keyed(idempotencyKey),
        responseSchema: tamaraSessionSchema,
      }),
    paymentAttempt: (attemptId, options) =>
      http.get(attemptPath(attemptId), { ...options, responseSchema: paymentAttemptSchema }),
    verifyPaymentAttempt: (attemptId, request, options) =>
      http.post(`${attemptPath(attemptId)}/verify`, request, {
        ...options,
        responseSchema: paymentAttemptSchema,
        idempotent: true,
      }),
    cancelPaymentAttempt: (attemptId, options) =>
      http.post(`${attemptPath(attemptId)}/cancel`, undefined, {
        ...options,
        responseSchema: paymentAttemptSchema,
        idempotent: true,
      }),
  };
}
