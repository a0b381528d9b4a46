import type { SellerDetails } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { CheckoutHeader } from '../../features/header/checkout-header.tsx';
import { LegalFooter } from '../../features/legal-footer/legal-footer.tsx';

/** Props of {@link CheckoutShell}. */
export interface CheckoutShellProps {
  /**
   * The tenant's brand and legal details (its settings); without it (settings not loaded) the
   * header and the footer are left out, and without `seller` the footer.
   */
  brand: { brandName: string; logoUrl: string | null; seller?: SellerDetails | null } | null;
  /** Mobile-app mode hides the header (docs/product/screens.md). */
  isMobileApp: boolean;
  children: ReactNode;
}

/**
 * The page frame: the tenant header (unless in the mobile app) above the screen, and the store's
 * legal details below it (in the mobile app too: the law asks for them wherever money is asked).
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
      <LegalFooter seller={brand?.seller ?? null} />
    </div>
  );
}
