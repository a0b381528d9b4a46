import type { MoyasarSession } from '@storefront/contracts';
import type { PaymentsResource } from '../resources/payments-resource.ts';
import type { CardDetails, CardToken, PaymentAttemptKeys } from './payment-flow-types.ts';

/** Everything an online payment touches, injected so it runs in tests without a browser. */
export interface OnlinePaymentDeps {
  /** Our API's payment calls; each that starts an attempt carries the cart's idempotency key. */
  payments: Pick<
    PaymentsResource,
    | 'moyasarSession'
    | 'moyasarPay'
    | 'executeCartPayment'
    | 'tabbySession'
    | 'tamaraSession'
    | 'paymentAttempt'
    | 'verifyPaymentAttempt'
    | 'cancelPaymentAttempt'
  >;
  /** `POST /api/app/cart/{cartId}/process?paymentMethod=2`: completes a cart paid online. */
  processCart(cartId: string): Promise<{ orderNumber: string }>;
  attemptKeys: PaymentAttemptKeys;
  /** Makes a card token at the provider: the only place the card number goes. */
  createCardToken(session: MoyasarSession, card: CardDetails): Promise<Pick<CardToken, 'id'>>;
  /**
   * Runs the Apple Pay sheet (`label` its line, the brand's name) and the provider payment;
   * resolves the provider's payment id.
   */
  payWithApplePay(session: MoyasarSession, label: string): Promise<string>;
  /** The checkout URL the shopper comes back to from a provider's page. */
  returnUrl(): string;
  /** Leaves for a provider's page. */
  assign(url: string): void;
}
