import { dataFreshness } from '@storefront/contracts';
import { customerIdOf } from '@storefront/sdk';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/use-language.ts';
import { useAccountApi } from '../../lib/account-api.tsx';
import { accountQueryKeys } from '../../lib/account-query-keys.ts';
import { useSdk } from '../../lib/sdk-context.tsx';

/**
 * The packages the signed-in customer bought, with every item and what is left of it
 * (`package/customer-packages/{customerId}?includeAllPackageItems=true`; the id is the session's
 * `CustomerId` claim).
 *
 * @example
 * const packages = useCustomerPackages();
 */
export function useCustomerPackages() {
  const { packages } = useAccountApi();
  const { tenant, auth } = useSdk();
  const language = useLanguage();
  const customerId = customerIdOf(auth.store.getAccessToken() ?? '') ?? '';
  return useQuery({
    queryKey: accountQueryKeys.packages(tenant, language, customerId),
    queryFn: ({ signal }) =>
      packages.customerPackages(customerId, { includeAllPackageItems: true, signal }),
    enabled: customerId !== '',
    ...dataFreshness.default,
  });
}

/**
 * The customer's active subscription, or null (`identity-customer/customer-subscription`).
 *
 * @example
 * const subscription = useActiveSubscription();
 */
export function useActiveSubscription() {
  const { customer } = useAccountApi();
  const { tenant } = useSdk();
  const language = useLanguage();
  return useQuery({
    queryKey: accountQueryKeys.subscription(tenant, language),
    queryFn: ({ signal }) => customer.activeSubscription({ signal }),
    ...dataFreshness.default,
  });
}
