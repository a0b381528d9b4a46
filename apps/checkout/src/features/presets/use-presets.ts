import { dataFreshness } from '@storefront/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/use-language.ts';
import { useAccountApi } from '../../lib/account-api.tsx';
import { accountQueryKeys } from '../../lib/account-query-keys.ts';
import { useSdk } from '../../lib/sdk-context.tsx';

/**
 * The presets with the customer's saved groups of values (`presets-with-values`), and a function
 * that reloads them after a change.
 *
 * @example
 * const { presets, refresh } = usePresets();
 */
export function usePresets() {
  const { presets } = useAccountApi();
  const { tenant } = useSdk();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const queryKey = accountQueryKeys.presets(tenant, language);
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
