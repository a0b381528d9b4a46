import { dataFreshness, type Language } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import { useSdk } from '../../lib/sdk-context.tsx';
import { sanitizeTermsHtml } from './sanitize-terms.ts';

/**
 * The tenant's terms and conditions in `language`, sanitized (docs/product/screens.md: "fetched for
 * display by tenant and language"). Tenant configuration, so kept 30 min fresh
 * (docs/product/constants.md).
 *
 * @example
 * const terms = useTerms('ar'); // terms.data: sanitized HTML
 */
export function useTerms(language: Language) {
  const { api, tenant } = useSdk();
  return useQuery({
    queryKey: queryKeys.terms(tenant, language),
    queryFn: ({ signal }) => api.settings.termsAndConditions(language, { signal }),
    select: (terms) => sanitizeTermsHtml(terms.content),
    ...dataFreshness.tenantConfig,
  });
}
