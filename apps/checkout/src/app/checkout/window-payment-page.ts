import type { ApplePayWindow, PaymentPage } from '@storefront/sdk';

/**
 * The online payment's view of the browser window: its address, navigation, local storage (the
 * attempt keys outlive a reload) and Apple Pay.
 *
 * @example
 * const page = windowPaymentPage(window);
 */
export function windowPaymentPage(win: Window & typeof globalThis): PaymentPage {
  return {
    href: () => win.location.href,
    hostname: win.location.hostname,
    assign: (url) => win.location.assign(url),
    replaceUrl: (url) => win.history.replaceState(win.history.state, '', url),
    storage: win.localStorage,
    applePaySession: () => (win as ApplePayWindow).ApplePaySession,
    newKey: () => win.crypto.randomUUID(),
  };
}
