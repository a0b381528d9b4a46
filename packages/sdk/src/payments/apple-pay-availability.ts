import type { ApplePayWindow } from './payment-flow-types.ts';

// Apart from the payment itself (apple-pay.ts): a page asks this as it shows its methods, while
// the payment code is needed only once the shopper pays, so bundlers can leave it for later.

/**
 * Whether the page can offer Apple Pay: `ApplePaySession` exists and says it can make payments.
 * Any throw (Safari throws outside a secure context) means no.
 *
 * @example if (isApplePayAvailable(window)) showApplePayButton();
 */
export function isApplePayAvailable(win: ApplePayWindow): boolean {
  try {
    return win.ApplePaySession?.canMakePayments() === true;
  } catch {
    return false;
  }
}
