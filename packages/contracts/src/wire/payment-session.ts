import * as z from 'zod/mini';
import { paymentProviderSchema } from '../constants/card-provider.ts';
import { paymentMethodSchema } from '../constants/payment-method.ts';
import { paymentErrorCodes } from '../errors/error-codes.ts';

// The project's choice: the spec names the payment session calls but not their bodies or answers.
// Every call that starts a payment creates (or, with the same `Idempotency-Key` header, finds) one
// payment attempt of the cart: the attempt holds the cart's slots and stock until it is paid,
// fails or lapses, and the server makes at most one provider payment per attempt.

/** Where a payment attempt is. `pending` until the provider's answer is verified by the server. */
export const paymentAttemptStatusSchema = z
  .enum(['pending', 'paid', 'failed', 'cancelled', 'expired'])
  .register(z.globalRegistry, { id: 'PaymentAttemptStatus' });

/**
 * Why an attempt failed, as the provider said it (mapped from each provider's own codes). The
 * checkout shows the error code's message and a line for the reason.
 */
export const paymentFailureReasonSchema = z
  .enum([
    'declined',
    'insufficient_funds',
    'authentication_failed',
    'cancelled',
    'expired',
    'rejected',
    'hold_lapsed',
    'amount_mismatch',
    'processing_failed',
  ])
  .register(z.globalRegistry, { id: 'PaymentFailureReason' });

/** A failed attempt's spec error code (docs/product/errors.md, payment codes) and reason. */
export const paymentFailureSchema = z
  .object({
    code: z.enum(paymentErrorCodes),
    reason: paymentFailureReasonSchema,
    /** The provider's own words, for support; not shown as the message. */
    providerMessage: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'PaymentFailure' });

/**
 * One payment attempt of a cart: `GET /api/app/payment/attempts/{attemptId}` (which asks the
 * provider again while it is pending), `POST …/verify` and `POST …/cancel`.
 */
export const paymentAttemptSchema = z
  .object({
    id: z.uuid(),
    cartId: z.uuid(),
    provider: paymentProviderSchema,
    method: paymentMethodSchema,
    status: paymentAttemptStatusSchema,
    /** SAR, 2 decimals: the cart's amount to be paid when the attempt started. */
    amount: z.number(),
    currency: z.string().check(z.length(3)),
    /** Until when the cart's slots and stock are held; null once the attempt is settled. */
    holdExpiresAt: z.nullable(z.iso.datetime({ offset: true })),
    /** The provider page to (re)open, while pending; null before the provider payment exists. */
    redirectUrl: z.nullable(z.string()),
    /** Set once paid: the order made from the cart. */
    orderNumber: z.nullable(z.string()),
    failure: z.nullable(paymentFailureSchema),
    /**
     * Money taken for an attempt that ended without an order: `due` while it is being given back,
     * then `refunded` (captured) or `voided` (authorised); null when none was taken. Optional for
     * answers of servers before it existed.
     */
    moneyReturn: z.optional(z.nullable(z.enum(['due', 'refunded', 'voided']))),
  })
  .register(z.globalRegistry, { id: 'PaymentAttempt' });

/** Fields every call that starts an attempt answers. */
const attemptStart = {
  attemptId: z.uuid(),
  holdExpiresAt: z.nullable(z.iso.datetime({ offset: true })),
};

/**
 * Body of `POST /payment/moyasar/session`: the cart to pay, the method (`mada` or `visa` for a
 * card, `applepay`) and the checkout URL the shopper comes back to.
 */
export const moyasarSessionRequestSchema = z
  .object({
    cartId: z.uuid(),
    method: z.enum(['mada', 'visa', 'applepay']),
    callbackUrl: z.url(),
  })
  .register(z.globalRegistry, { id: 'MoyasarSessionRequest' });

/**
 * What the token-style provider's browser calls need (its form's `init` options): the browser
 * posts the card to `{apiBaseUrl}/v1/tokens` with the publishable key (the card number never
 * reaches our API), or runs Apple Pay against `{apiBaseUrl}/v1/applepay/initiate` and
 * `{apiBaseUrl}/v1/payments` with `given_id` = `attemptId`.
 */
export const moyasarSessionSchema = z
  .object({
    ...attemptStart,
    publishableApiKey: z.string(),
    /** The provider's API root, e.g. `https://api.moyasar.com` (the sandbox in the demo). */
    apiBaseUrl: z.string(),
    /** In halalas (the provider counts in the smallest unit). */
    amount: z.int().check(z.nonnegative()),
    currency: z.string().check(z.length(3)),
    description: z.string(),
    /** The provider's return address: our API's return route for this attempt. */
    callbackUrl: z.string(),
    metadata: z.record(z.string(), z.string()),
    /** Apple Pay's merchant and networks (what `ApplePayPaymentRequest` needs). */
    applePay: z.object({
      merchantName: z.string(),
      countryCode: z.string().check(z.length(2)),
      supportedNetworks: z.array(z.string()),
    }),
  })
  .register(z.globalRegistry, { id: 'MoyasarSession' });

/** Body of `POST /payment/moyasar/pay`: the attempt and the card token the browser made. */
export const moyasarPayRequestSchema = z
  .object({
    attemptId: z.uuid(),
    token: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  })
  .register(z.globalRegistry, { id: 'MoyasarPayRequest' });

/** Query of `POST /api/app/payment/initiate-session/{customerId}`. */
export const initiatePaymentSessionQuerySchema = z.object({
  callbackUrl: z.url(),
  totalAmount: z.coerce.number().check(z.nonnegative()),
});

/** The session-style provider's embedded-form session. */
export const paymentSessionSchema = z
  .object({
    sessionId: z.string(),
    countryCode: z.string(),
    /** The provider's script that renders the embedded card form for this session. */
    scriptUrl: z.string(),
  })
  .register(z.globalRegistry, { id: 'PaymentSession' });

/** Query of `POST /api/app/payment/execute-cart-payment` (plus the `Idempotency-Key` header). */
export const executeCartPaymentQuerySchema = z.object({
  sessionId: z.string().check(z.minLength(1)).check(z.maxLength(200)),
  cartId: z.uuid(),
  callbackUrl: z.url(),
  errorCallbackUrl: z.url(),
});

/** Where to send the shopper to finish a card payment (3-D Secure). */
export const cartPaymentSchema = z
  .object({
    ...attemptStart,
    paymentId: z.string(),
    paymentUrl: z.string(),
  })
  .register(z.globalRegistry, { id: 'CartPayment' });

/** Body of `POST /api/app/tabby/test-customer-eligibility`: the cart (its customer's phone). */
export const tabbyEligibilityRequestSchema = z
  .object({
    cartId: z.uuid(),
  })
  .register(z.globalRegistry, { id: 'TabbyEligibilityRequest' });

/** `isEligible: false` is `TABBY_NOT_ELIGIBLE`; `rejectionReason` is tabby's own code. */
export const tabbyEligibilitySchema = z
  .object({
    isEligible: z.boolean(),
    rejectionReason: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'TabbyEligibility' });

/** Redirects of an instalment provider's hosted checkout: checkout URLs the shopper returns to. */
export const instalmentSessionRequestSchema = z
  .object({
    cartId: z.uuid(),
    successUrl: z.url(),
    cancelUrl: z.url(),
    failureUrl: z.url(),
  })
  .register(z.globalRegistry, { id: 'InstalmentSessionRequest' });

/** `POST /api/app/tabby/session`: `webUrl` is tabby's hosted page (null: `TABBY_SESSION_CREATION_FAILED`). */
export const tabbySessionSchema = z
  .object({
    ...attemptStart,
    sessionId: z.string(),
    paymentId: z.string(),
    webUrl: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'TabbySession' });

/** `POST /api/app/tamara/cart-session`: `checkoutUrl` null is `TAMARA_NO_REDIRECT_URL`. */
export const tamaraSessionSchema = z
  .object({
    ...attemptStart,
    orderId: z.string(),
    checkoutUrl: z.nullable(z.string()),
  })
  .register(z.globalRegistry, { id: 'TamaraSession' });

/** Body of `POST /api/app/payment/attempts/{attemptId}/verify`. */
export const verifyPaymentAttemptRequestSchema = z
  .object({
    /** The provider's payment id when the browser made the payment itself (Apple Pay). */
    providerPaymentId: z.optional(z.string().check(z.minLength(1)).check(z.maxLength(200))),
  })
  .register(z.globalRegistry, { id: 'VerifyPaymentAttemptRequest' });

export type PaymentAttemptStatus = z.infer<typeof paymentAttemptStatusSchema>;
export type PaymentFailureReason = z.infer<typeof paymentFailureReasonSchema>;
export type PaymentFailure = z.infer<typeof paymentFailureSchema>;
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>;
export type MoyasarSessionRequest = z.infer<typeof moyasarSessionRequestSchema>;
export type MoyasarSession = z.infer<typeof moyasarSessionSchema>;
export type MoyasarPayRequest = z.infer<typeof moyasarPayRequestSchema>;
export type InitiatePaymentSessionQuery = z.infer<typeof initiatePaymentSessionQuerySchema>;
export type PaymentSession = z.infer<typeof paymentSessionSchema>;
export type ExecuteCartPaymentQuery = z.infer<typeof executeCartPaymentQuerySchema>;
export type CartPayment = z.infer<typeof cartPaymentSchema>;
export type TabbyEligibilityRequest = z.infer<typeof tabbyEligibilityRequestSchema>;
export type TabbyEligibility = z.infer<typeof tabbyEligibilitySchema>;
export type InstalmentSessionRequest = z.infer<typeof instalmentSessionRequestSchema>;
export type TabbySession = z.infer<typeof tabbySessionSchema>;
export type TamaraSession = z.infer<typeof tamaraSessionSchema>;
export type VerifyPaymentAttemptRequest = z.infer<typeof verifyPaymentAttemptRequestSchema>;
