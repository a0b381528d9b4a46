import { paymentMethodCode } from '@storefront/contracts';
import type { KeyValueStorage } from '../auth/key-value-storage.ts';
import type { CartsResource } from '../resources/carts-resource.ts';
import type { PaymentsResource } from '../resources/payments-resource.ts';
import { payWithApplePay } from './apple-pay.ts';
import { createCardTokenClient } from './card-token-client.ts';
import type { OnlinePaymentDeps } from './online-payment-deps.ts';
import { createPaymentAttemptKeys } from './payment-attempt-keys.ts';
import { PaymentFlowError } from './payment-flow-error.ts';
import type { ApplePaySessionConstructor } from './payment-flow-types.ts';
import { returnUrlFor } from './payment-redirect-urls.ts';

/** The page the online payment runs in: `window.location`, its storage and Apple Pay. */
export interface PaymentPage {
  /** The page's address now (`location.href`). */
  href(): string;
  /** `location.hostname`, sent for Apple Pay's merchant validation. */
  hostname: string;
  assign(url: string): void;
  /** Changes the address without a reload (`history.replaceState`). */
  replaceUrl(url: string): void;
  /** Keeps each cart's attempt key across reloads: `localStorage`. */
  storage: KeyValueStorage;
  /** `window.ApplePaySession`, when the browser has Apple Pay. */
  applePaySession: () => ApplePaySessionConstructor | undefined;
  /** A fresh unique key (`crypto.randomUUID()`). */
  newKey: () => string;
}

/**
 * The online payment's dependencies over the page's SDK and window: the payments resource, the
 * cart's completion with code 2, attempt keys in the page's storage, the provider's token client
 * (the card goes from the browser to the provider only) and Apple Pay.
 *
 * @example
 * const deps = createOnlinePaymentDeps(sdk, windowPaymentPage());
 */
export function createOnlinePaymentDeps(
  sdk: { api: { payments: PaymentsResource; carts: Pick<CartsResource, 'process'> } },
  page: PaymentPage,
): OnlinePaymentDeps {
  const { payments, carts } = sdk.api;
  return {
    payments,
    processCart: (cartId) => carts.process(cartId, paymentMethodCode('visa')),
    attemptKeys: createPaymentAttemptKeys({ storage: page.storage, newKey: page.newKey }),
    createCardToken: (session, card) =>
      createCardTokenClient({
        apiBaseUrl: session.apiBaseUrl,
        publishableKey: session.publishableApiKey,
      }).createToken(card, session.callbackUrl),
    payWithApplePay: async (session, label) => {
      const ApplePay = page.applePaySession();
      if (ApplePay === undefined) throw new PaymentFlowError('APPLE_PAY_NOT_AVAILABLE');
      const result = await payWithApplePay({
        session,
        ApplePaySession: ApplePay,
        label,
        domainName: page.hostname,
      });
      return result.providerPaymentId;
    },
    returnUrl: () => returnUrlFor(page.href()),
    assign: (url) => page.assign(url),
  };
}
