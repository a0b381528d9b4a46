import {
  createAuthResource,
  createBrowserAuth,
  createHttpClient,
  createResources,
  type AuthResource,
  type BrowserAuth,
  type HttpClient,
  type Resources,
} from '@storefront/sdk';
import { MemoryStorage } from '@storefront/sdk/testing';
import { noWait } from './no-wait.ts';

/** The origin the bridge is called at; `app.inject` ignores it. */
export const testBaseUrl = 'http://api.test';
/** The seeded tenant every integration test shops at. */
export const testTenant = 'demo';

/** The SDK as a page wires it, over a test fetch. */
export interface TestSdk {
  baseUrl: string;
  tenant: string;
  fetch: typeof fetch;
  /** The page's localStorage: the tokens and the cart id live here, as in a browser. */
  storage: MemoryStorage;
  auth: BrowserAuth;
  http: HttpClient;
  api: Resources;
  account: AuthResource;
  /** Where logout sent the page, in order. */
  readonly navigations: readonly string[];
}

/**
 * The SDK wired as the checkout wires it (`createBrowserAuth` for the session, one http-client
 * sending it, every resource, the auth resource), over `fetch`, with an in-memory localStorage,
 * English answers, and retries that do not wait.
 *
 * @example
 * const sdk = createTestSdk(createInjectFetch(app));
 * const cart = await sdk.api.carts.create(cartSources.website);
 */
export function createTestSdk(fetch: typeof globalThis.fetch): TestSdk {
  const storage = new MemoryStorage();
  const navigations: string[] = [];
  const auth = createBrowserAuth({
    baseUrl: testBaseUrl,
    tenant: testTenant,
    ownHosts: [],
    fetch,
    environment: {
      localStorage: storage,
      sessionStorage: new MemoryStorage(),
      location: {
        hostname: 'shop.example',
        pathname: '/checkout',
        assign: (url) => void navigations.push(url),
      },
      navigator: undefined,
    },
  });
  const http = createHttpClient({
    baseUrl: testBaseUrl,
    tenant: testTenant,
    auth: auth.session,
    fetch,
    language: () => 'en',
    sleep: noWait,
    random: () => 0,
  });
  return {
    baseUrl: testBaseUrl,
    tenant: testTenant,
    fetch,
    storage,
    auth,
    http,
    api: createResources(http),
    account: createAuthResource(http, auth),
    navigations,
  };
}
