import { z } from 'zod';

// The project's choice: the spec names the payment session calls but not their bodies or answers.

/** Body of `POST /payment/moyasar/session`: the cart to pay and where the card form returns. */
export const moyasarSessionRequestSchema = z.object({
  cartId: z.string().min(1),
  callbackUrl: z.url(),
});

/** What the first card provider's form needs to start (its `init` options). */
export const moyasarSessionSchema = z.object({
  publishableApiKey: z.string(),
  /** In halalas (the provider counts in the smallest unit). */
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
  description: z.string(),
  callbackUrl: z.string(),
  metadata: z.record(z.string(), z.string()),
});

/** Query of `POST /api/app/payment/initiate-session/{customerId}`. */
export const initiatePaymentSessionQuerySchema = z.object({
  callbackUrl: z.url(),
  totalAmount: z.coerce.number().nonnegative(),
});

/** The second card provider's embedded-form session. */
export const paymentSessionSchema = z.object({
  sessionId: z.string(),
  countryCode: z.string(),
});

/** Query of `POST /api/app/payment/execute-cart-payment`. */
export const executeCartPaymentQuerySchema = z.object({
  sessionId: z.string().min(1),
  cartId: z.string().min(1),
  callbackUrl: z.url(),
  errorCallbackUrl: z.url(),
});

/** Where to send the shopper to finish the card payment (3-D Secure). */
export const cartPaymentSchema = z.object({
  paymentId: z.string(),
  paymentUrl: z.string(),
});

/** Body of `POST /api/app/tabby/test-customer-eligibility`. */
export const tabbyEligibilityRequestSchema = z.object({
  cartId: z.string().min(1),
});

/** `isEligible: false` is `TABBY_NOT_ELIGIBLE`; `rejectionReason` is tabby's own code. */
export const tabbyEligibilitySchema = z.object({
  isEligible: z.boolean(),
  rejectionReason: z.string().nullable(),
});

/** Redirects of an instalment provider's hosted checkout. */
export const instalmentSessionRequestSchema = z.object({
  cartId: z.string().min(1),
  successUrl: z.url(),
  cancelUrl: z.url(),
  failureUrl: z.url(),
});

/** `POST /api/app/tabby/session`: `webUrl` is tabby's hosted page (null: `TABBY_SESSION_CREATION_FAILED`). */
export const tabbySessionSchema = z.object({
  sessionId: z.string(),
  paymentId: z.string(),
  webUrl: z.string().nullable(),
});

/** `POST /api/app/tamara/cart-session`: `checkoutUrl` null is `TAMARA_NO_REDIRECT_URL`. */
export const tamaraSessionSchema = z.object({
  orderId: z.string(),
  checkoutUrl: z.string().nullable(),
});

export type MoyasarSessionRequest = z.infer<typeof moyasarSessionRequestSchema>;
export type MoyasarSession = z.infer<typeof moyasarSessionSchema>;
export type InitiatePaymentSessionQuery = z.infer<typeof initiatePaymentSessionQuerySchema>;
export type PaymentSession = z.infer<typeof paymentSessionSchema>;
export type ExecuteCartPaymentQuery = z.infer<typeof executeCartPaymentQuerySchema>;
export type CartPayment = z.infer<typeof cartPaymentSchema>;
export type TabbyEligibilityRequest = z.infer<typeof tabbyEligibilityRequestSchema>;
export type TabbyEligibility = z.infer<typeof tabbyEligibilitySchema>;
export type InstalmentSessionRequest = z.infer<typeof instalmentSessionRequestSchema>;
export type TabbySession = z.infer<typeof tabbySessionSchema>;
export type TamaraSession = z.infer<typeof tamaraSessionSchema>;
