import { useMemo } from 'react';
import { useSdk } from '../../lib/sdk-context.tsx';
import { createOnlinePaymentDeps } from '@storefront/sdk';
import type { OnlinePaymentDeps, PaymentPage } from '@storefront/sdk';

/**
 * The online payment's dependencies over the page's SDK, made once per page.
 *
 * @example
 * const deps = useOnlinePaymentDeps(page);
 */
export function useOnlinePaymentDeps(page: PaymentPage): OnlinePaymentDeps {
  const sdk = useSdk();
  return useMemo(() => createOnlinePaymentDeps(sdk, page), [sdk, page]);
}
