import { customerOrdersPage, dataFreshness } from '@storefront/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/use-language.ts';
import { useAccountApi, useAccountScope } from '../../lib/account-api.tsx';
import { accountQueryKeys } from '../../lib/account-query-keys.ts';

/** Orders per page (docs/product/constants.md: customer orders page size 5). */
export const ordersPageSize = customerOrdersPage.maxResultCount;

/**
 * One page of the signed-in customer's orders, newest first (`page` counts from 0). The previous
 * page stays on screen while the next one loads, so paging does not flash a spinner.
 *
 * @example
 * const orders = useCustomerOrders(0);
 */
export function useCustomerOrders(page: number) {
  const { customer } = useAccountApi();
  const { tenant, customerId } = useAccountScope();
  const language = useLanguage();
  return useQuery({
    queryKey: accountQueryKeys.customerOrders(tenant, customerId, language, {
      skipCount: page * ordersPageSize,
      maxResultCount: ordersPageSize,
    }),
    queryFn: ({ signal }) =>
      customer.orders(
        { SkipCount: page * ordersPageSize, MaxResultCount: ordersPageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
    ...dataFreshness.default,
  });
}
