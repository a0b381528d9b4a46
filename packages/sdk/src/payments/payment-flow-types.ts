import type { MoyasarSession, PaymentErrorCode } from '@storefront/contracts';

// The browser side of online payments, agreed before it was built: the checkout codes against
// these types. Implementations sit beside this file, one per concept.

/** A card as the shopper typed it (digits only, Arabic-Indic digits already normalised). */
export interface CardDetails {
  number: string;
  name: string;
  /** `01`–`12`. */
  month: string;
  /** Two digits (`YY`). */
  year: string;
  cvc: string;
}

/** A token the token-style provider made for a card (its `id` is what our API pays with). */
export interface CardToken {
  id: string;
  /** The provider's brand: `mada`, `visa`, `master`, … */
  brand: string;
  lastFour: string;
}

/**
 * A payment step failed in the browser. `code` is a payment error code of docs/product/errors.md
 * (`MOYASAR_TOKEN_FAILED`, `VALIDATION_ERROR` with `fieldErrors`, `APPLE_PAY_NOT_AVAILABLE`,
 * `USER_CANCELLED`, `PAYMENT_DECLINED`, `SESSION_PROVIDER_SCRIPT_FAILED`, `PROVIDER_UNAVAILABLE`, …).
 */
export interface PaymentFlowErrorShape extends Error {
  readonly code: PaymentErrorCode;
  /** Per card field (`number`, `name`, `month`, `year`, `cvc`): the provider's complaints. */
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
}

/** The token-style provider's browser calls (`POST {apiBaseUrl}/v1/tokens`). */
export interface CardTokenClient {
  createToken(card: CardDetails, callbackUrl: string, signal?: AbortSignal): Promise<CardToken>;
}

// The part of the Apple Pay JS API the SDK uses, written structurally so the SDK does not depend
// on @types/applepayjs; the page's real `window.ApplePaySession` (typed by it) fits these. The
// event handlers are declared as methods so that the real, richer event types still fit.

/** The payment request `new ApplePaySession(version, request)` takes (the fields the SDK sets). */
export interface ApplePayPaymentRequestShape {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: ('supports3DS' | 'supportsCredit' | 'supportsDebit' | 'supportsEMV')[];
  total: { label: string; amount: string; type?: 'final' | 'pending' };
}

/** `onvalidatemerchant`'s event: Apple's URL the merchant session is asked for. */
export interface ApplePayValidateMerchantEventShape {
  validationURL: string;
}

/** `onpaymentauthorized`'s event: the encrypted payment token (sent to the provider as JSON). */
export interface ApplePayPaymentAuthorizedEventShape {
  payment: { token: unknown };
}

/** One Apple Pay sheet (an `ApplePaySession` instance). */
export interface ApplePaySessionShape {
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  /** `STATUS_SUCCESS` or `STATUS_FAILURE` of the constructor. */
  completePayment(status: number): void;
  onvalidatemerchant(event: ApplePayValidateMerchantEventShape): void;
  onpaymentauthorized(event: ApplePayPaymentAuthorizedEventShape): void;
  oncancel(event: unknown): void;
}

/** The page's `window.ApplePaySession` constructor and its statics. */
export interface ApplePaySessionConstructor {
  new (version: number, request: ApplePayPaymentRequestShape): ApplePaySessionShape;
  canMakePayments(): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

/** The page's window as far as Apple Pay goes: Safari defines `ApplePaySession`, others do not. */
export interface ApplePayWindow {
  ApplePaySession?: ApplePaySessionConstructor | undefined;
}

/** What Apple Pay needs from the page; `ApplePaySession` is injected so tests stub it. */
export interface ApplePayOptions {
  session: MoyasarSession;
  /** The page's `window.ApplePaySession` constructor. */
  ApplePaySession: ApplePaySessionConstructor;
  /** The line shown on the Apple Pay sheet (the brand name). */
  label: string;
  /** The page's host name, sent for merchant validation. */
  domainName: string;
  fetch?: typeof fetch;
}

/** The session-style provider's script global (`window.myFatoorah`), as its sandbox documents it. */
export interface SessionProviderForm {
  init(config: {
    sessionId: string;
    countryCode: string;
    cardViewId: string;
    language: 'ar' | 'en';
  }): void;
  submit(): Promise<{ sessionId: string; cardBrand: string }>;
}

/**
 * The checkout's key for one payment attempt of a cart (the `Idempotency-Key`), kept in storage
 * so a reload or a return through the back button reaches the same attempt.
 */
export interface PaymentAttemptKeys {
  /** The cart's current key, made and stored when it has none. */
  keyFor(cartId: string): string;
  /** Drops the cart's key (its attempt failed or was cancelled): the next try is a new attempt. */
  forget(cartId: string): void;
  /** Remembers the attempt the cart's key started, to find it again after a reload. */
  rememberAttempt(cartId: string, attemptId: string): void;
  attemptOf(cartId: string): string | null;
}

export type { PaymentErrorCode };
