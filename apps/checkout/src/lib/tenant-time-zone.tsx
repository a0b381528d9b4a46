import { defaultTenantTimeZone } from '@storefront/contracts';
import { createContext, use, type ReactNode } from 'react';

// The default tenant's zone until a page knows its tenant's (settings.timeZone).
const TenantTimeZoneContext = createContext<string>(defaultTenantTimeZone);

/**
 * Gives the features the tenant's time zone (IANA, `settings.timeZone`): the checkout and the
 * account from the settings query, the widget and shop pages from the settings they read beside
 * the product.
 *
 * @example
 * <TenantTimeZoneProvider timeZone={settings.timeZone}>…</TenantTimeZoneProvider>
 */
export function TenantTimeZoneProvider({
  timeZone,
  children,
}: {
  timeZone: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <TenantTimeZoneContext value={timeZone ?? defaultTenantTimeZone}>
      {children}
    </TenantTimeZoneContext>
  );
}

/**
 * The shop's clock: the tenant's time zone, on which the pages show days and times, the same on
 * every shopper's device (docs/product/overview.md). Saudi Arabia's until the page knows it.
 *
 * @example
 * const timeZone = useTenantTimeZone(); // 'Asia/Riyadh'
 */
export function useTenantTimeZone(): string {
  return use(TenantTimeZoneContext);
}
