import type { PaymentErrorCode, PaymentFailureReason } from '@storefront/contracts';

// What the payments module needs of each provider, so it is built and tested apart from them.
// Adapters in this folder speak each provider's documented HTTP API (keys from the environment);
// in the demo and the tests they talk to the sandbox (`apps/payment-sandbox`), which answers as the
// providers document. Amounts here are SAR with 2 decimals; adapters convert to the provider's unit.

/** A provider payment's state, as the provider reports it when asked (never from a redirect). */
export type ProviderPaymentStatus =
  /** Created, the shopper has not finished (3-D Secure, hosted page). */
  | 'pending'
  /** Approved by the provider but the merchant must still capture / authorise it (tabby, tamara). */
  | 'authorized'
  /** Money taken. */
  | 'paid'
  | 'failed'
  | 'cancelled'
  | 'expired';

/** A provider payment as the provider reports it. */
export interface ProviderPayment {
  providerPaymentId: string;
  status: ProviderPaymentStatus;
  /** SAR, 2 decimals. */
  amount: number;
  currency: string;
  /**
   * Our reference as the provider recorded it (the attempt id: `given_id` / metadata, the
   * customer reference, the order reference id); null when the provider has none.
   */
  reference: string | null;
  /** Set when `failed`, `cancelled` or `expired`. */
  failureReason: PaymentFailureReason | null;
  /** The provider's own message, for logs and support. */
  providerMessage: string | null;
}

/**
 * A provider call failed. `code` is the spec's payment error code to answer with:
 * `PROVIDER_UNAVAILABLE` (network, timeout, 5xx: retryable), `CONFIGURATION_ERROR` (keys missing
 * or refused), `INVALID_RESPONSE` (an answer that does not match the documentation), or a
 * provider-specific code (`MOYASAR_INVALID_TOKEN`, `SESSION_PROVIDER_SESSION_FAILED`, …).
 */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
    readonly options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }
}

/** The token-style card provider (Moyasar's documented API). Also Apple Pay. */
export interface MoyasarPort {
  /** What the browser uses to make tokens and Apple Pay payments. */
  readonly publishableKey: string;
  /** The API root the browser calls, e.g. `https://api.moyasar.com`. */
  readonly browserBaseUrl: string;
  /**
   * `POST /v1/payments` with `source: {type: 'token', token, 3ds: true}` and `given_id` (the
   * provider refuses a second payment with the same `given_id`; then the existing one is fetched
   * and answered). `transactionUrl` is where the shopper finishes 3-D Secure.
   */
  payWithToken(input: {
    givenId: string;
    amount: number;
    currency: string;
    description: string;
    callbackUrl: string;
    token: string;
    metadata: Record<string, string>;
  }): Promise<ProviderPayment & { transactionUrl: string | null }>;
  /** `GET /v1/payments/{id}`. */
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /**
   * The payment made with this `given_id`, or null: finds a payment whose call's answer was lost
   * (a crash between the call and recording it).
   */
  findByGivenId(givenId: string): Promise<ProviderPayment | null>;
  /** `POST /v1/payments/{id}/refund` (a payment that cannot become an order). */
  refund(providerPaymentId: string, amount: number): Promise<void>;
}

/** The session-style card provider (MyFatoorah's documented API v2). */
export interface MyFatoorahPort {
  /** The provider's script rendering the embedded card form (`myfatoorah.init`). */
  readonly scriptUrl: string;
  /** `POST /v2/InitiateSession {CustomerIdentifier}` → `{SessionId, CountryCode}`. */
  initiateSession(input: { customerIdentifier: string }): Promise<{
    sessionId: string;
    countryCode: string;
  }>;
  /**
   * `POST /v2/ExecutePayment {SessionId, InvoiceValue, CallBackUrl, ErrorUrl, CustomerReference,
   * DisplayCurrencyIso, CustomerName, Language}` → `{InvoiceId, PaymentURL}`.
   */
  executePayment(input: {
    sessionId: string;
    amount: number;
    currency: string;
    callbackUrl: string;
    errorUrl: string;
    reference: string;
    customerName: string;
    language: 'ar' | 'en';
  }): Promise<{ providerPaymentId: string; paymentUrl: string }>;
  /** `POST /v2/GetPaymentStatus {Key: invoiceId, KeyType: 'InvoiceId'}`. */
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** `POST /v2/MakeRefund`. */
  refund(providerPaymentId: string, amount: number): Promise<void>;
}

/** What an instalment provider is told about the order. */
export interface InstalmentOrder {
  /** Our reference: the attempt id. */
  referenceId: string;
  amount: number;
  currency: string;
  description: string;
  buyer: { name: string; phone: string; email: string | null };
  items: readonly { title: string; quantity: number; unitPrice: number; referenceId: string }[];
  language: 'ar' | 'en';
}

/** tabby (its documented API v2). */
export interface TabbyPort {
  /**
   * `POST /api/v2/checkout`: the session, or its pre-scoring rejection
   * (`status: 'rejected'`, `rejectionReason` e.g. `not_available`).
   */
  createCheckout(
    order: InstalmentOrder,
    merchantUrls: { success: string; cancel: string; failure: string },
  ): Promise<
    | { status: 'created'; sessionId: string; providerPaymentId: string; webUrl: string | null }
    | { status: 'rejected'; rejectionReason: string }
  >;
  /** `GET /api/v2/payments/{id}` (`AUTHORIZED` is `authorized`, `CLOSED` is `paid`). */
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** `POST /api/v2/payments/{id}/captures {amount}`. */
  capture(providerPaymentId: string, amount: number): Promise<void>;
  /** `POST /api/v2/payments/{id}/refunds {amount, reference_id}`: gives a captured (CLOSED) payment back. */
  refund(providerPaymentId: string, amount: number): Promise<void>;
  /** `POST /api/v2/payments/{id}/close`: ends an AUTHORIZED payment, releasing what is not captured. */
  close(providerPaymentId: string): Promise<void>;
}

/** tamara (its documented API). */
export interface TamaraPort {
  /**
   * `POST /checkout` with `merchant_url {success, failure, cancel, notification}`; `checkoutUrl`
   * null when tamara gives none (`TAMARA_NO_REDIRECT_URL`).
   */
  createCheckout(
    order: InstalmentOrder,
    merchantUrls: { success: string; failure: string; cancel: string; notification: string },
  ): Promise<{ providerPaymentId: string; checkoutId: string; checkoutUrl: string | null }>;
  /** `GET /orders/{order_id}` (`approved` is `authorized`, `authorised`/`fully_captured` `paid`). */
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /** `POST /orders/{order_id}/authorise`. */
  authorise(providerPaymentId: string): Promise<void>;
  /**
   * `POST /orders/{order_id}/cancel {total_amount}`: cancels an approved or authorised order not
   * captured yet. A refusal (4xx) is a `PaymentProviderError` with its status.
   */
  cancel(providerPaymentId: string, amount: number, currency: string): Promise<void>;
  /** `POST /payments/simplified-refund/{order_id} {total_amount, comment}`: a captured order. */
  refund(providerPaymentId: string, amount: number, currency: string): Promise<void>;
  /**
   * Checks a notification's `tamaraToken` (a JWT signed with the notification key); false when
   * forged or expired.
   */
  verifyNotificationToken(token: string): Promise<boolean>;
}

/** Every provider the API pays through. */
export interface PaymentProviders {
  moyasar: MoyasarPort;
  myfatoorah: MyFatoorahPort;
  tabby: TabbyPort;
  tamara: TamaraPort;
}

/** What settling an attempt asks of its provider, whichever it is. */
export interface SettlingProvider {
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment>;
  /**
   * Turns an `authorized` payment into a paid one (tabby's capture, tamara's authorise); null for
   * the card providers, whose payments are paid at once.
   */
  settleAuthorized: ((providerPaymentId: string, amount: number) => Promise<void>) | null;
  /**
   * Gives back money taken for an attempt that ends without an order: refunds a captured payment,
   * voids (cancels, closes) an authorised one. Answers which it did.
   */
  returnMoney(payment: ProviderPayment): Promise<'refunded' | 'voided'>;
  /**
   * The payment made for our reference (the attempt id) when its id was never recorded (a crash
   * between the provider call and recording it); null where only a page the shopper never saw
   * was made (hosted checkouts: nothing can be paid through them).
   */
  findByReference: ((reference: string) => Promise<ProviderPayment | null>) | null;
}
