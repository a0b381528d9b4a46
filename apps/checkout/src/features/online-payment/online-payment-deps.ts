import type {
  CartPayment,
  ExecuteCartPaymentQuery,
  InitiatePaymentSessionQuery,
  InstalmentSessionRequest,
  MoyasarPayRequest,
  MoyasarSession,
  MoyasarSessionRequest,
  PaymentAttempt,
  PaymentErrorCode,
  PaymentSession,
  TabbySession,
  TamaraSession,
  VerifyPaymentAttemptRequest,
} from '@storefront/contracts';

/**
 * The payment calls of our API the online payment makes (the SDK's payments resource). Each call
 * that starts an attempt carries the cart's idempotency key.
 */
export interface PaymentsApi {
  moyasarSession(request: MoyasarSessionRequest, idempotencyKey: string): Promise<MoyasarSession>;
  moyasarPay(request: MoyasarPayRequest): Promise<CartPayment>;
  initiateSession(customerId: string, query: InitiatePaymentSessionQuery): Promise<PaymentSession>;
  executeCartPayment(query: ExecuteCartPaymentQuery, idempotencyKey: string): Promise<CartPayment>;
  tabbySession(request: InstalmentSessionRequest, idempotencyKey: string): Promise<TabbySession>;
  tamaraSession(request: InstalmentSessionRequest, idempotencyKey: string): Promise<TamaraSession>;
  paymentAttempt(attemptId: string): Promise<PaymentAttempt>;
  verifyPaymentAttempt(
    attemptId: string,
    request: VerifyPaymentAttemptRequest,
  ): Promise<PaymentAttempt>;
  cancelPaymentAttempt(attemptId: string): Promise<PaymentAttempt>;
}

/** The checkout's key per cart for one payment attempt (the SDK's `PaymentAttemptKeys`). */
export interface AttemptKeys {
  keyFor(cartId: string): string;
  forget(cartId: string): void;
  rememberAttempt(cartId: string, attemptId: string): void;
  attemptOf(cartId: string): string | null;
}

/** A card as the token-style provider takes it. */
export interface ProviderCard {
  number: string;
  name: string;
  month: string;
  year: string;
  cvc: string;
}

/** The session-style provider's embedded form, once it is shown. */
export interface EmbeddedCardForm {
  submit(): Promise<{ sessionId: string; cardBrand: string }>;
}

/** A payment step that failed in the browser (the SDK's `PaymentFlowError`). */
export interface FlowFailure {
  code: PaymentErrorCode;
  fieldErrors: Readonly<Record<string, readonly string[]>>;
}

/** Everything the online payment touches, injected so it runs in tests without a browser. */
export interface OnlinePaymentDeps {
  payments: PaymentsApi;
  /** `POST /api/app/cart/{cartId}/process?paymentMethod=2`: completes a cart paid online. */
  processCart(cartId: string): Promise<{ orderNumber: string }>;
  attemptKeys: AttemptKeys;
  /** Makes a card token at the provider: the only place the card number goes. */
  createCardToken(session: MoyasarSession, card: ProviderCard): Promise<{ id: string }>;
  /** Runs the Apple Pay sheet and the provider payment; resolves the provider's payment id. */
  payWithApplePay(session: MoyasarSession): Promise<string>;
  /** The checkout URL the shopper comes back to from a provider's page. */
  returnUrl(): string;
  /** Leaves for a provider's page. */
  assign(url: string): void;
  /** The SDK's `isPaymentFlowError`. */
  asFlowFailure(error: unknown): FlowFailure | null;
}
