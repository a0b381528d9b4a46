import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createAccountApi, type AccountApi } from '../../lib/account-api.tsx';
import { createCheckoutSdk, type CheckoutSdk } from '../../lib/checkout-sdk.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { pageAsServed, readCheckoutEnv } from '../shared/checkout-env.ts';
import type { BootstrapParams } from '@storefront/contracts';
import { logoutWhenSignedOut } from './logout-when-signed-out.ts';

/** The account area's long-lived parts, made once per page. */
export interface AccountRuntime {
  params: BootstrapParams;
  i18n: I18n;
  sdk: CheckoutSdk;
  accountApi: AccountApi;
  queryClient: QueryClient;
  /** The product's own host names, for the sign-in path (docs/product/screens.md). */
  ownHosts: readonly string[];
}

/**
 * Makes the account area's parts outside React, as the checkout does: the same SDK wiring (tenant,
 * language, session, logout) with the customer resources beside it, and a query client whose
 * first 401 logs out (see `logoutWhenSignedOut`).
 *
 * @example
 * const runtime = createAccountRuntime({ tenant: 'demo', language: 'ar', isMobileApp: false }, i18n);
 */
export function createAccountRuntime(params: BootstrapParams, i18n: I18n): AccountRuntime {
  const env = readCheckoutEnv(import.meta.env, pageAsServed(window));
  const sdk = createCheckoutSdk({
    baseUrl: env.apiBaseUrl,
    tenant: params.tenant,
    language: params.language,
    ownHosts: env.ownHosts,
  });
  const queryClient = createQueryClient();
  logoutWhenSignedOut(queryClient, sdk.auth.logout);
  return {
    params,
    i18n,
    sdk,
    accountApi: createAccountApi(sdk.http),
    queryClient,
    ownHosts: env.ownHosts,
  };
}
