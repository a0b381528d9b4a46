import type { CheckoutSdk } from '../../lib/checkout-sdk.ts';
import {
  createOnlinePaymentDeps,
  type PaymentPage,
  payOnline,
  type OnlinePayment,
  type OnlinePaymentOutcome,
} from '@storefront/sdk';

/**
 * {@link payOnline} over the page's SDK and window: the cart flow's `payOnline` effect imports this
 * module when the shopper confirms an online payment, so the providers' code loads only then.
 *
 * @example
 * const { runOnlinePayment } = await import('./run-online-payment.ts');
 * await runOnlinePayment(sdk, page, cart.id, { method: 'tabby' });
 */
export function runOnlinePayment(
  sdk: Pick<CheckoutSdk, 'api'>,
  page: PaymentPage,
  cartId: string,
  payment: OnlinePayment,
): Promise<OnlinePaymentOutcome> {
  return payOnline(createOnlinePaymentDeps(sdk, page), cartId, payment);
}
