import { useMemo } from 'react';
import { useSdk } from '../../lib/sdk-context.tsx';
import { createOnlinePaymentDeps } from '@storefront/sdk';
import type { OnlinePaymentDeps, PaymentPage } from '@storefront/sdk';

/**
 * The online payment's dependencies over the page's SDK, made once per page and brand.
 *
 * @example
 * const deps = useOnlinePaymentDeps(page, settings.brandName);
 */
export function useOnlinePaymentDeps(page: PaymentPage, brandName: string): OnlinePaymentDeps {
  const sdk = useSdk();
  return useMemo(() => createOnlinePaymentDeps(sdk, page, brandName), [sdk, page, brandName]);
}
