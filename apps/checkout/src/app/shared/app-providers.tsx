import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastProvider } from '../../components/ui/toast.tsx';
import type { CheckoutSdk } from '../../lib/checkout-sdk.ts';
import { SdkProvider } from '../../lib/sdk-context.tsx';
import { LanguageProviders, type LanguageProvidersProps } from '../../i18n/language-providers.tsx';

function TranslatedToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ToastProvider label={t('toast.region')} closeLabel={t('common.close')}>
      {children}
    </ToastProvider>
  );
}

/** Props of {@link AppProviders}. */
export interface AppProvidersProps extends LanguageProvidersProps {
  sdk: CheckoutSdk;
  queryClient: QueryClient;
}

/**
 * Everything the features reach through context: texts and direction, toasts, the query client
 * and the page's SDK instance.
 *
 * @example
 * <AppProviders i18n={i18n} sdk={sdk} queryClient={createQueryClient()}><CheckoutApp … /></AppProviders>
 */
export function AppProviders({ i18n, sdk, queryClient, children }: AppProvidersProps) {
  return (
    <LanguageProviders i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SdkProvider sdk={sdk}>
          <TranslatedToasts>{children}</TranslatedToasts>
        </SdkProvider>
      </QueryClientProvider>
    </LanguageProviders>
  );
}
