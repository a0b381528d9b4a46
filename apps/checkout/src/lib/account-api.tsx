import {
  customerIdOf,
  createCustomerLocationsResource,
  createCustomerResource,
  createPackagesResource,
  createPresetsResource,
  type CustomerLocationsResource,
  type CustomerResource,
  type HttpClient,
  type PackagesResource,
  type PresetsResource,
} from '@storefront/sdk';
import { createContext, use, type ReactNode } from 'react';
import { useSdk } from './sdk-context.tsx';

/**
 * The customer calls of docs/product/api.md ("Customer"), built only by the entries that show the
 * account (its pages, the widgets' saved-location picker): the checkout's `CheckoutResources`
 * leave them out to keep their schemas out of its first load.
 */
export interface AccountApi {
  customer: CustomerResource;
  presets: PresetsResource;
  locations: CustomerLocationsResource;
  packages: PackagesResource;
}

/**
 * The customer resources over the page's http-client (its tenant, language and session).
 *
 * @example
 * const accountApi = createAccountApi(sdk.http);
 */
export function createAccountApi(http: HttpClient): AccountApi {
  return {
    customer: createCustomerResource(http),
    presets: createPresetsResource(http),
    locations: createCustomerLocationsResource(http),
    packages: createPackagesResource(http),
  };
}

const AccountApiContext = createContext<AccountApi | null>(null);

/** Makes the customer resources available to the account features. */
export function AccountApiProvider({ api, children }: { api: AccountApi; children: ReactNode }) {
  return <AccountApiContext value={api}>{children}</AccountApiContext>;
}

/**
 * The customer resources of the page.
 *
 * @example
 * const { customer } = useAccountApi();
 */
export function useAccountApi(): AccountApi {
  const api = use(AccountApiContext);
  if (api === null) throw new Error('useAccountApi() needs an <AccountApiProvider> above it.');
  return api;
}

/**
 * The tenant and the signed-in customer (the session's `CustomerId` claim; empty when signed
 * out), which scope every account query key (see `accountQueryKeys`).
 *
 * @example
 * const { tenant, customerId } = useAccountScope();
 */
export function useAccountScope(): { tenant: string; customerId: string } {
  const { tenant, auth } = useSdk();
  return { tenant, customerId: customerIdOf(auth.store.getAccessToken() ?? '') ?? '' };
}
