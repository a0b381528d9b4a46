import type { ReactNode } from 'react';

/**
 * Props of {@link CheckoutHeader}: the tenant's brand (docs/product/entities.md, "Tenant config").
 */
export interface CheckoutHeaderProps {
  brandName: string;
  logoUrl: string | null;
  /** On the end side: the demo shop's cart button. */
  actions?: ReactNode;
}

/**
 * The page header: the tenant's logo, named by the brand, or the brand name as text when the
 * tenant has no logo (docs/product/screens.md). The app leaves it out in mobile-app mode.
 *
 * @example
 * <CheckoutHeader brandName="Demo Store" logoUrl={null} />
 */
export function CheckoutHeader({ brandName, logoUrl, actions }: CheckoutHeaderProps) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        {logoUrl ? (
          // Low: on a page with its first screen in the HTML, the text is what the phone paints
          // first, and the logo waits for the fonts and the stylesheet rather than sharing the
          // connection with them (Lighthouse's phone: Arabic checkout LCP 1.22 -> 1.15 s,
          // docs/decisions/0046-first-screen-in-html.md). A page sent as built still has the
          // logo fetched at once by the API's hint (its address comes late, with the settings).
          <img
            src={logoUrl}
            alt={brandName}
            fetchPriority="low"
            className="h-10 w-auto max-w-48 object-contain"
          />
        ) : (
          <span className="text-xl font-bold text-slate-900">{brandName}</span>
        )}
        {actions}
      </div>
    </header>
  );
}
