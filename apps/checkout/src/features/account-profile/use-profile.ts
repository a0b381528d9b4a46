import { dataFreshness } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAccountApi, useAccountScope } from '../../lib/account-api.tsx';
import { accountQueryKeys } from '../../lib/account-query-keys.ts';

/**
 * The signed-in customer's profile (`GET /api/app/identity-customer`).
 *
 * @example
 * const profile = useProfile();
 */
export function useProfile() {
  const { customer } = useAccountApi();
  const { tenant, customerId } = useAccountScope();
  return useQuery({
    queryKey: accountQueryKeys.customerProfile(tenant, customerId),
    queryFn: ({ signal }) => customer.get({ signal }),
    ...dataFreshness.default,
  });
}
