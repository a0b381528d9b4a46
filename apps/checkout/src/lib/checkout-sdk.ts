import type { Language } from '@storefront/contracts';
import {
  createAuthResource,
  createBankAccountsResource,
  createBrowserAuth,
  createCartsResource,
  createHttpClient,
  createPaymentsResource,
  createSdkEvents,
  createSettingsResource,
  createWalletPassesResource,
  type AuthResource,
  type BrowserAuth,
  type HttpClient,
  type Resources,
  type SdkEvents,
} from '@storefront/sdk';
import { loginLocation } from './login-location.ts';

/**
 * The API resources the checkout calls. Only these are built (not `createResources`' every
 * resource), so the catalogue, availability, presets and other widget calls, with their schemas,
 * stay out of the page's first load.
 */
export type CheckoutResources = Pick<
  Resources,
  'carts' | 'bankAccounts' | 'payments' | 'settings' | 'walletPasses'
>;

/** What the page needs to talk to the platform API. */
export interface CheckoutSdkOptions {
  /** Base URL of the platform API; the page's own origin when the API serves the page. */
  baseUrl: string;
  /** The tenant from the `tenant` query parameter, sent as `__tenant`. */
  tenant: string;
  /** The page language, sent as `Accept-Language` so server texts match the page. */
  language: Language;
  /** The product's own host names, for the logout destination (docs/product/screens.md). */
  ownHosts: readonly string[];
  /** Defaults to the global `fetch`. */
  fetch?: typeof globalThis.fetch;
}

/** The one SDK instance of the page: every feature reaches the API through it. */
export interface CheckoutSdk {
  readonly baseUrl: string;
  readonly tenant: string;
  readonly language: Language;
  readonly http: HttpClient;
  /** A typed function for every call of docs/product/api.md that the checkout makes. */
  readonly api: CheckoutResources;
  /** Tokens, the cross-tab refresh and logout. */
  readonly auth: BrowserAuth;
  /** One-time-code sign-in and the signed-in customer. */
  readonly account: AuthResource;
  /** The flows announce here; the host bridge forwards to the host page. */
  readonly events: SdkEvents;
}

/**
 * Wires the SDK once for the page: sign-in over the browser's storage, the http-client with the
 * tenant, language and session, the resources and the event emitter.
 *
 * @example
 * const sdk = createCheckoutSdk({ baseUrl: location.origin, tenant: 'demo', language: 'ar', ownHosts: [] });
 * const settings = await sdk.api.settings.paymentAndTax();
 */
export function createCheckoutSdk(options: CheckoutSdkOptions): CheckoutSdk {
  const { baseUrl, tenant, language, ownHosts } = options;
  const fetchOption = options.fetch ? { fetch: options.fetch } : {};
  const auth = createBrowserAuth({
    baseUrl,
    tenant,
    ownHosts,
    ...fetchOption,
    // Logout keeps the tenant and language in the login page's address (see `loginLocation`).
    environment: {
      localStorage: window.localStorage,
      sessionStorage: window.sessionStorage,
      location: loginLocation(window.location),
      navigator: window.navigator,
    },
  });
  const http = createHttpClient({
    baseUrl,
    tenant,
    language: () => language,
    auth: auth.session,
    ...fetchOption,
  });
  return {
    baseUrl,
    tenant,
    language,
    http,
    api: {
      carts: createCartsResource(http),
      bankAccounts: createBankAccountsResource(http),
      payments: createPaymentsResource(http),
      settings: createSettingsResource(http),
      walletPasses: createWalletPassesResource(http),
    },
    auth,
    account: createAuthResource(http, auth),
    events: createSdkEvents(),
  };
}
