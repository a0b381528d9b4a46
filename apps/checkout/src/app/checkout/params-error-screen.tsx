import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ui/error-state.tsx';
import type { CheckoutParamsError } from '@storefront/contracts';
import { LanguageProviders } from '../../i18n/language-providers.tsx';
import type { WayOn } from '../shared/params-error-way-on.ts';
import { WayOnLink } from '../shared/way-on-link.tsx';

function ParamsError({ error, wayOn }: { error: CheckoutParamsError; wayOn: WayOn }) {
  const { t } = useTranslation();
  return (
    <main className="min-h-screen px-4">
      <ErrorState
        title={t('rules.somethingWentWrong')}
        description={[t(`errors.${error}`)]}
        actions={<WayOnLink wayOn={wayOn} />}
      />
    </main>
  );
}

/**
 * The page cannot start: "Tenant is not provided. Please provide a tenant name." or "Cart ID is
 * not provided in the URL." (docs/product/screens.md), in the page language, with the link that
 * gets the shopper on (see `paramsErrorWayOn`). Loaded on demand.
 *
 * @example
 * const { default: ParamsErrorScreen } = await import('./params-error-screen.tsx');
 * <ParamsErrorScreen error="TENANT_NOT_PROVIDED" wayOn={{ href: '/?lang=en', labelKey: 'app.goHome' }} i18n={i18n} />
 */
export default function ParamsErrorScreen({
  error,
  wayOn,
  i18n,
}: {
  error: CheckoutParamsError;
  wayOn: WayOn;
  i18n: I18n;
}) {
  return (
    <LanguageProviders i18n={i18n}>
      <ParamsError error={error} wayOn={wayOn} />
    </LanguageProviders>
  );
}
