import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { parseBootstrapParams, type BootstrapParams } from '@storefront/contracts';
import { useSdk } from '../../lib/sdk-context.tsx';

/**
 * The account area's bootstrap parameters as the current address has them (the page started with
 * a tenant, so it falls back to the SDK's tenant and language).
 *
 * @example
 * const { isMobileApp } = useAccountParams();
 */
export function useAccountParams(): BootstrapParams {
  const { search } = useLocation();
  const { tenant, language } = useSdk();
  return useMemo(() => {
    const parsed = parseBootstrapParams(search);
    return parsed.ok ? parsed.params : { tenant, language, isMobileApp: false };
  }, [search, tenant, language]);
}
