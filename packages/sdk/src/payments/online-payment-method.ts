import type { PaymentMethod } from '@storefront/contracts';
import type { OnlinePayment } from './pay-online.ts';

/**
 * The payment method an online payment is (SUBMIT_ORDER's `paymentMethod`): a mada card is
 * `mada`, any other card `visa`.
 *
 * @example
 * onlinePaymentMethod({ method: 'tabby' }); // 'tabby'
 */
export function onlinePaymentMethod(payment: OnlinePayment): PaymentMethod {
  if (payment.method !== 'card') return payment.method;
  return payment.provider === 'moyasar' && payment.isMada ? 'mada' : 'visa';
}
