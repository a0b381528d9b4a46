import type { Language } from '@storefront/contracts';
import {
  createBrowserAuth,
  createHttpClient,
  createSdkEvents,
  type BrowserAuth,
  type HttpClient,
  type SdkEvents,
} from '@storefront/sdk';
import type { CheckoutEnv } from './checkout-env.ts';

/**
 * A storefront page's SDK parts (the widget page, the demo shop). Not the checkout's
 * `createCheckoutSdk`: that builds the cart, payment and settings resources with their schemas,
 * which a storefront page's first paint does not need (the cart's come with the cart flow).
 */
export interface StorefrontSdk {
  baseUrl: string;
  tenant: string;
  http: HttpClient;
  auth: BrowserAuth;
  events: SdkEvents;
}

/**
 * Sign-in over the browser's storage, the http-client with the page's tenant and language, and
 * the event emitter, for a storefront page.
 *
 * @example
 * const sdk = createStorefrontSdk({ tenant: 'demo', language: 'ar' }, readCheckoutEnv(import.meta.env, pageAsServed(window)));
 */
export function createStorefrontSdk(
  params: { tenant: string; language: Language },
  env: Pick<CheckoutEnv, 'apiBaseUrl' | 'ownHosts'>,
): StorefrontSdk {
  const baseUrl = env.apiBaseUrl;
  const { tenant, language } = params;
  const auth = createBrowserAuth({ baseUrl, tenant, ownHosts: env.ownHosts });
  const http = createHttpClient({ baseUrl, tenant, language: () => language, auth: auth.session });
  return { baseUrl, tenant, http, auth, events: createSdkEvents() };
}
