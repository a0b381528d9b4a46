import { createContext, use, type ReactNode } from 'react';
import type { CheckoutSdk } from './checkout-sdk.ts';

const SdkContext = createContext<CheckoutSdk | null>(null);

/** Makes the page's SDK instance available to every feature. */
export function SdkProvider({ sdk, children }: { sdk: CheckoutSdk; children: ReactNode }) {
  return <SdkContext value={sdk}>{children}</SdkContext>;
}

/**
 * The page's SDK instance.
 *
 * @example
 * const { api } = useSdk();
 */
export function useSdk(): CheckoutSdk {
  const sdk = use(SdkContext);
  if (sdk === null) throw new Error('useSdk() needs an <SdkProvider> above it.');
  return sdk;
}
