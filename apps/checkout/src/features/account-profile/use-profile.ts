import { dataFreshness } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAccountApi } from '../../lib/account-api.tsx';
import { accountQueryKeys } from '../../lib/account-query-keys.ts';
import { useSdk } from '../../lib/sdk-context.tsx';

/**
 * The signed-in customer's profile (`GET /api/app/identity-customer`).
 *
 * @example
 * const profile = useProfile();
 */
export function useProfile() {
  const { customer } = useAccountApi();
  const { tenant } = useSdk();
  return useQuery({
    queryKey: accountQueryKeys.profile(tenant),
    queryFn: ({ signal }) => customer.get({ signal }),
    ...dataFreshness.default,
  });
}
