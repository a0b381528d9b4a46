import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastProvider } from '../../components/ui/toast.tsx';
import type { CheckoutSdk } from '../../lib/checkout-sdk.ts';
import { SdkProvider } from '../../lib/sdk-context.tsx';
import { TenantTimeZoneProvider } from '../../lib/tenant-time-zone.tsx';
import { MoneyDisplayProvider } from '../../lib/money-display.tsx';
import { useSettings } from '../../lib/use-settings.ts';
import { LanguageProviders, type LanguageProvidersProps } from '../../i18n/language-providers.tsx';

function TranslatedToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ToastProvider label={t('toast.region')} closeLabel={t('common.close')}>
      {children}
    </ToastProvider>
  );
}

/**
 * The tenant's clock and way of writing money from its settings, once they have arrived (the
 * default zone and the currency code until then).
 */
function SettingsTimeZone({ children }: { children: ReactNode }) {
  const settings = useSettings();
  return (
    <TenantTimeZoneProvider timeZone={settings.data?.timeZone}>
      <MoneyDisplayProvider settings={settings.data}>{children}</MoneyDisplayProvider>
    </TenantTimeZoneProvider>
  );
}

/** Props of {@link AppProviders}. */
export interface AppProvidersProps extends LanguageProvidersProps {
  sdk: CheckoutSdk;
  queryClient: QueryClient;
}

/**
 * Everything the features reach through context: texts and direction, toasts, the query client,
 * the page's SDK instance, the tenant's time zone and money display (from its settings).
 *
 * @example
 * <AppProviders i18n={i18n} sdk={sdk} queryClient={createQueryClient()}><CheckoutApp … /></AppProviders>
 */
export function AppProviders({ i18n, sdk, queryClient, children }: AppProvidersProps) {
  return (
    <LanguageProviders i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SdkProvider sdk={sdk}>
          <SettingsTimeZone>
            <TranslatedToasts>{children}</TranslatedToasts>
          </SettingsTimeZone>
        </SdkProvider>
      </QueryClientProvider>
    </LanguageProviders>
  );
}
