import { dataFreshness } from '@storefront/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutSdk } from './checkout-sdk.ts';
import { queryKeys } from './query-keys.ts';
import { useSdk } from './sdk-context.tsx';

/**
 * The settings query: the tenant's brand, tax and payment methods
 * (`GET /api/app/setting-manager/payment-and-tax-settings`), fresh for 30 min and kept 60 min
 * (docs/product/constants.md, tenant configuration). Also fetched before the first render (see
 * `waitForFirstScreen`).
 *
 * @example
 * await queryClient.prefetchQuery(settingsQuery(sdk));
 */
export function settingsQuery({ api, tenant }: Pick<CheckoutSdk, 'api' | 'tenant'>) {
  return queryOptions({
    queryKey: queryKeys.settings(tenant),
    queryFn: ({ signal }) => api.settings.paymentAndTax({ signal }),
    ...dataFreshness.tenantConfig,
  });
}

/**
 * The tenant's settings for rendering (see {@link settingsQuery}).
 *
 * @example
 * const settings = useSettings(); // settings.data?.brandName
 */
export function useSettings() {
  return useQuery(settingsQuery(useSdk()));
}
