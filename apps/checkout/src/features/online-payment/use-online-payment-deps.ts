import { useMemo } from 'react';
import { useSdk } from '../../lib/sdk-context.tsx';
import { createOnlinePaymentDeps, type PaymentPage } from './create-online-payment-deps.ts';
import type { OnlinePaymentDeps } from './online-payment-deps.ts';

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
