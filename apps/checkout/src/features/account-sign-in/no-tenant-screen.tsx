import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LanguageProviders } from '../../i18n/language-providers.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';

/** Props of {@link NoTenantScreen}. */
export interface NoTenantScreenProps {
  i18n: I18n;
  /** Goes back to the page before, or null when this page was the first of the tab. */
  goBack: (() => void) | null;
}

function NoTenant({ goBack }: Pick<NoTenantScreenProps, 'goBack'>) {
  const { t } = useTranslation();
  return (
    <main className="min-h-screen px-4">
      <ErrorState
        title={t('account.noTenant.title')}
        description={[t('account.noTenant.explain'), t('account.noTenant.howBack')]}
        actions={
          <>
            {goBack ? (
              <Button variant="secondary" onClick={goBack}>
                {t('account.noTenant.back')}
              </Button>
            ) : null}
            <a
              href="/"
              className="inline-flex min-h-10 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
            >
              {t('account.noTenant.home')}
            </a>
          </>
        }
      />
    </main>
  );
}

/**
 * The account's sign-in address opened without a tenant (docs/product/account-pages.md): logout
 * keeps the tenant in the address it leaves for, so only a link or bookmark without one lands
 * here. Says what is missing and how to get back to the store, in the page language, instead of
 * the checkout's generic "Something went wrong". Loaded on demand.
 *
 * @example
 * const { default: NoTenantScreen } = await import('…/no-tenant-screen.tsx');
 * <NoTenantScreen i18n={i18n} goBack={history.length > 1 ? () => history.back() : null} />
 */
export default function NoTenantScreen({ i18n, goBack }: NoTenantScreenProps) {
  return (
    <LanguageProviders i18n={i18n}>
      <NoTenant goBack={goBack} />
    </LanguageProviders>
  );
}
