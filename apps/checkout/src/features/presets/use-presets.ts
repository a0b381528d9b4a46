import { dataFreshness } from '@storefront/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/use-language.ts';
import { useAccountApi, useAccountScope } from '../../lib/account-api.tsx';
import { accountQueryKeys } from '../../lib/account-query-keys.ts';

/**
 * The presets with the customer's saved groups of values (`presets-with-values`), and a function
 * that reloads them after a change.
 *
 * @example
 * const { presets, refresh } = usePresets();
 */
export function usePresets() {
  const { presets } = useAccountApi();
  const { tenant, customerId } = useAccountScope();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const queryKey = accountQueryKeys.presets(tenant, customerId, language);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => presets.presetsWithValues({ signal }),
    ...dataFreshness.default,
  });
  return {
    presets: query,
    refresh: () => queryClient.invalidateQueries({ queryKey }),
  };
}
