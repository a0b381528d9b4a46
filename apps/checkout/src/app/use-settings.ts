import { dataFreshness } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys.ts';
import { useSdk } from '../lib/sdk-context.tsx';

/**
 * The tenant's brand, tax and payment methods (`GET /api/app/setting-manager/payment-and-tax-settings`),
 * fresh for 30 min and kept 60 min (docs/product/constants.md, tenant configuration).
 *
 * @example
 * const settings = useSettings(); // settings.data?.brandName
 */
export function useSettings() {
  const { api, tenant } = useSdk();
  return useQuery({
    queryKey: queryKeys.settings(tenant),
    queryFn: ({ signal }) => api.settings.paymentAndTax({ signal }),
    ...dataFreshness.tenantConfig,
  });
}
