import { dataFreshness } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/use-language.ts';
import { useAccountApi, useAccountScope } from '../../lib/account-api.tsx';
import { accountQueryKeys } from '../../lib/account-query-keys.ts';

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
  const { tenant, customerId } = useAccountScope();
  const language = useLanguage();
  return useQuery({
    queryKey: accountQueryKeys.customerPackages(tenant, customerId, language, true),
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
  const { tenant, customerId } = useAccountScope();
  const language = useLanguage();
  return useQuery({
    queryKey: accountQueryKeys.customerSubscription(tenant, customerId, language),
    queryFn: ({ signal }) => customer.activeSubscription({ signal }),
    ...dataFreshness.default,
  });
}
