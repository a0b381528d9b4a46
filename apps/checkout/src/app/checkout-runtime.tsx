import { startHostBridge } from '@storefront/sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '../i18n/create-i18n.ts';
import type { CartActor } from '../lib/cart-actor.ts';
import { createCheckoutSdk, type CheckoutSdk } from '../lib/checkout-sdk.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProviders } from './app-providers.tsx';
import { CheckoutApp } from './checkout-app.tsx';
import { readCheckoutEnv } from './checkout-env.ts';
import type { CheckoutParams } from './checkout-params.ts';
import { createCartActor } from './create-cart-actor.ts';
import { hostTargetOriginFor } from './host-origin.ts';

/** The page's long-lived parts, made once per page. */
export interface CheckoutRuntime {
  i18n: I18n;
  sdk: CheckoutSdk;
  queryClient: QueryClient;
  cartActor: CartActor;
}

/**
 * Makes everything past the first paint, once per page and outside React (so strict-mode
 * double renders cannot make two of anything): the texts (i18next), the configuration, the one
 * SDK instance, the bridge that forwards the SDK events to the host page (started before the cart
 * flow announces anything), the query client and the running cart flow, which starts loading the
 * cart at once, in parallel with the first render.
 *
 * @example
 * const runtime = createCheckoutRuntime(params);
 */
export function createCheckoutRuntime(params: CheckoutParams): CheckoutRuntime {
  const { location, localStorage } = window;
  const env = readCheckoutEnv(import.meta.env, location.origin);
  const sdk = createCheckoutSdk({
    baseUrl: env.apiBaseUrl,
    tenant: params.tenant,
    language: params.language,
    ownHosts: env.ownHosts,
  });
  startHostBridge({
    events: sdk.events,
    targetOrigin: hostTargetOriginFor({
      requested: params.hostOrigin,
      allowed: env.hostOrigins,
      ownOrigin: location.origin,
    }),
    isMobileApp: params.isMobileApp,
  });
  return {
    i18n: createI18n(params.language),
    sdk,
    queryClient: createQueryClient(),
    cartActor: createCartActor({
      sdk,
      cartId: params.cartId,
      isMobileApp: params.isMobileApp,
      language: params.language,
      storage: localStorage,
    }),
  };
}

/**
 * The checkout page over its runtime.
 *
 * @example
 * <CheckoutRuntimeView params={params} runtime={createCheckoutRuntime(params)} />
 */
export function CheckoutRuntimeView({
  params,
  runtime,
}: {
  params: CheckoutParams;
  runtime: CheckoutRuntime;
}) {
  return (
    <AppProviders i18n={runtime.i18n} sdk={runtime.sdk} queryClient={runtime.queryClient}>
      <CheckoutApp params={params} navigation={window.location} cartActor={runtime.cartActor} />
    </AppProviders>
  );
}
