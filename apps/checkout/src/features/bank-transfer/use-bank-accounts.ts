import { dataFreshness } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/use-language.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSdk } from '../../lib/sdk-context.tsx';

/**
 * The tenant's bank accounts (`GET /api/app/bank-account/bank-account`), kept 10 min fresh and
 * 30 min cached (docs/product/constants.md).
 *
 * @example
 * const accounts = useBankAccounts(); // accounts.data: BankAccount[]
 */
export function useBankAccounts() {
  const { api, tenant } = useSdk();
  const language = useLanguage();
  return useQuery({
    queryKey: queryKeys.bankAccounts(tenant, language),
    queryFn: ({ signal }) => api.bankAccounts.list({ signal }),
    select: (list) => list.items,
    ...dataFreshness.bankAccounts,
  });
}
