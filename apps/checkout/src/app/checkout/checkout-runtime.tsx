import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { CartActor } from '@storefront/sdk';
import { createCheckoutSdk, type CheckoutSdk } from '../../lib/checkout-sdk.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AppProviders } from '../shared/app-providers.tsx';
import { CheckoutApp } from './checkout-app.tsx';
import { pageAsServed, readCheckoutEnv } from '../shared/checkout-env.ts';
import type { CheckoutParams } from '@storefront/contracts';
import { createCartActor } from './create-cart-actor.ts';
import { startPageHostBridge } from '../shared/host-origin.ts';

/** The page's long-lived parts, made once per page. */
export interface CheckoutRuntime {
  i18n: I18n;
  sdk: CheckoutSdk;
  queryClient: QueryClient;
  cartActor: CartActor;
}

/**
 * Makes the page's long-lived parts, once per page and outside React (so strict-mode double
 * renders cannot make two of anything): over the texts (i18next), the configuration, the one
 * SDK instance, the bridge that forwards the SDK events to the host page (started before the cart
 * flow announces anything), the query client and the running cart flow, which starts loading the
 * cart at once, in parallel with the first render.
 *
 * @example
 * const runtime = createCheckoutRuntime(params, { i18n, fetch: checkoutStartup().fetch });
 */
export function createCheckoutRuntime(
  params: CheckoutParams,
  { i18n, fetch }: { i18n: I18n; fetch?: typeof globalThis.fetch | undefined },
): CheckoutRuntime {
  const { location, localStorage } = window;
  const env = readCheckoutEnv(import.meta.env, pageAsServed(window));
  const sdk = createCheckoutSdk({
    baseUrl: env.apiBaseUrl,
    tenant: params.tenant,
    language: params.language,
    ownHosts: env.ownHosts,
    ...(fetch ? { fetch } : {}),
  });
  startPageHostBridge({
    events: sdk.events,
    requested: params.hostOrigin,
    tenant: params.tenant,
    env,
    ownOrigin: location.origin,
    isMobileApp: params.isMobileApp,
  });
  return {
    i18n,
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
 * <CheckoutRuntimeView params={params} runtime={runtime} />
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
