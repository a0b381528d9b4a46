import { cartSources, type Language } from '@storefront/contracts';
import { cartEffectActors, cartMachine, followCartUpdates } from '@storefront/sdk';
import { createActor } from 'xstate';
import { cartAnnouncer } from '../../lib/cart-announcer.ts';
import type {
  CartActor,
  CartEffects,
  KeyValueStorage,
  openCartStatusStream,
  openCartStream,
  PaymentPage,
} from '@storefront/sdk';
import { createCartEffects } from '../../lib/cart-effects.ts';
import { cartUpdatesOnPage } from '../shared/cart-updates-on-page.ts';
import type { CheckoutSdk } from '../../lib/checkout-sdk.ts';
import { windowPaymentPage } from './window-payment-page.ts';

/** What {@link createCartActor} needs. */
export interface CartActorOptions {
  sdk: Pick<CheckoutSdk, 'api' | 'auth' | 'baseUrl' | 'tenant' | 'events'>;
  cartId: string;
  isMobileApp: boolean;
  language: Language;
  /** Keeps the cart id between loads: `window.localStorage` in the browser. */
  storage: KeyValueStorage;
  /** The status stream; the SDK's `openCartStatusStream` by default. */
  openStatusStream?: typeof openCartStatusStream;
  /** The cart-updates stream; the SDK's `openCartStream` by default. */
  openUpdatesStream?: typeof openCartStream;
  /** The window an online payment runs in (the page's `paymentPage`); `window` by default. */
  paymentPage?: PaymentPage;
  /** The tenant's tax percentage, when known before the flow starts (docs/product/constants.md). */
  taxPercentage?: number;
}

/**
 * The flow's online payment: the SDK's `payOnline` over the page's SDK and window. Its module, with
 * the providers' code, loads only when the shopper pays online.
 */
function payOnlineOnPage(
  sdk: CartActorOptions['sdk'],
  paymentPage: PaymentPage | undefined,
): CartEffects['payOnline'] {
  return async ({ cartId, payment }) => {
    const { runOnlinePayment } =
      await import('../../features/online-payment/run-online-payment.ts');
    return runOnlinePayment(sdk, paymentPage ?? windowPaymentPage(window), cartId, payment);
  };
}

/**
 * Starts the SDK's cart flow (docs/product/flows.md) for the page's cart: its effects over the
 * page's SDK and window (online payments included), its announcements on the page's events (which
 * the host bridge forwards), and new carts marked with the mobile-app source in the app; the
 * cart-updates stream keeps it on changes made elsewhere (`followCartUpdates`). Started
 * once per page, outside React, so the flow lives as long as the page and never restarts with a
 * component.
 *
 * The flow starts before the tenant's settings load, so its tax percentage (which prices the
 * optimistic totals of the cart editor's changes) is sent as SET_TAX_PERCENTAGE once they have
 * (`CheckoutScreen`); `taxPercentage` gives it at once where it is already known.
 *
 * @example
 * const actor = createCartActor({ sdk, cartId: params.cartId, isMobileApp: false, language: 'ar', storage: localStorage });
 */
export function createCartActor(options: CartActorOptions): CartActor {
  const { sdk, cartId, isMobileApp, language, storage, openStatusStream } = options;
  const effects = {
    ...createCartEffects(sdk, openStatusStream),
    payOnline: payOnlineOnPage(sdk, options.paymentPage),
  };
  const machine = cartMachine.provide({ actors: cartEffectActors(effects) });
  const actor = createActor(machine, {
    input: {
      storage,
      announce: cartAnnouncer(sdk.events, cartId),
      cartId,
      source: isMobileApp ? cartSources.mobileApp : cartSources.website,
      language,
      ...(options.taxPercentage === undefined ? {} : { taxPercentage: options.taxPercentage }),
    },
  }).start();
  followCartUpdates(actor, cartUpdatesOnPage(sdk, options.openUpdatesStream));
  return actor;
}
