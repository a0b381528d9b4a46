import {
  cartPaymentSchema,
  moyasarSessionSchema,
  paymentSessionSchema,
  tabbyEligibilitySchema,
  tabbySessionSchema,
  tamaraSessionSchema,
  type CartPayment,
  type ExecuteCartPaymentQuery,
  type InitiatePaymentSessionQuery,
  type InstalmentSessionRequest,
  type MoyasarSession,
  type MoyasarSessionRequest,
  type PaymentSession,
  type TabbyEligibility,
  type TabbyEligibilityRequest,
  type TabbySession,
  type TamaraSession,
} from '@storefront/contracts';
import type { HttpClient } from '../http/http-types.ts';
import type { CallOptions } from './call-options.ts';

/**
 * The payment session calls of spec section 7. The card providers' own calls (card tokens, Apple
 * Pay) go to their services, not here.
 */
export interface PaymentsResource {
  /** `POST /payment/moyasar/session {cartId, callbackUrl}`: what the first card provider's form needs. */
  moyasarSession(request: MoyasarSessionRequest, options?: CallOptions): Promise<MoyasarSession>;
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
  executeCartPayment(query: ExecuteCartPaymentQuery, options?: CallOptions): Promise<CartPayment>;
  /** `POST /api/app/tabby/test-customer-eligibility {cartId}`. */
  tabbyEligibility(
    request: TabbyEligibilityRequest,
    options?: CallOptions,
  ): Promise<TabbyEligibility>;
  /** `POST /api/app/tabby/session {cartId, successUrl, cancelUrl, failureUrl}`. */
  tabbySession(request: InstalmentSessionRequest, options?: CallOptions): Promise<TabbySession>;
  /** `POST /api/app/tamara/cart-session {cartId, successUrl, cancelUrl, failureUrl}`. */
  tamaraSession(request: InstalmentSessionRequest, options?: CallOptions): Promise<TamaraSession>;
}

/**
 * Payment sessions over an http-client. Only the eligibility check is retried on its own; a
 * session or a payment is never started twice by a retry.
 *
 * @example
 * const payments = createPaymentsResource(http);
 * const { checkoutUrl } = await payments.tamaraSession({ cartId, successUrl, cancelUrl, failureUrl });
 * if (checkoutUrl) location.assign(checkoutUrl);
 */
export function createPaymentsResource(http: HttpClient): PaymentsResource {
  return {
    moyasarSession: (request, options) =>
      http.post('/payment/moyasar/session', request, {
        ...options,
        responseSchema: moyasarSessionSchema,
      }),
    initiateSession: (customerId, query, options) =>
      http.post(`/api/app/payment/initiate-session/${encodeURIComponent(customerId)}`, undefined, {
        ...options,
        responseSchema: paymentSessionSchema,
        query: { callbackUrl: query.callbackUrl, totalAmount: query.totalAmount },
      }),
    executeCartPayment: (query, options) =>
      http.post('/api/app/payment/execute-cart-payment', undefined, {
        ...options,
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
    tabbySession: (request, options) =>
      http.post('/api/app/tabby/session', request, {
        ...options,
        responseSchema: tabbySessionSchema,
      }),
    tamaraSession: (request, options) =>
      http.post('/api/app/tamara/cart-session', request, {
        ...options,
        responseSchema: tamaraSessionSchema,
      }),
  };
}
