import type { ReactNode } from 'react';
import { CheckoutHeader } from '../../features/header/checkout-header.tsx';

/** Props of {@link CheckoutShell}. */
export interface CheckoutShellProps {
  /** The tenant's brand; without it (settings not loaded) the header is left out. */
  brand: { brandName: string; logoUrl: string | null } | null;
  /** Mobile-app mode hides the header (docs/product/screens.md). */
  isMobileApp: boolean;
  children: ReactNode;
}

/**
 * The page frame: the tenant header (unless in the mobile app) above the screen.
 *
 * @example
 * <CheckoutShell brand={settings} isMobileApp={false}><CheckoutPage … /></CheckoutShell>
 */
export function CheckoutShell({ brand, isMobileApp, children }: CheckoutShellProps) {
  return (
    <div className="flex min-h-screen flex-col">
      {brand && !isMobileApp ? (
        <CheckoutHeader brandName={brand.brandName} logoUrl={brand.logoUrl} />
      ) : null}
      {children}
    </div>
  );
}
