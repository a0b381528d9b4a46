import { loginPathFor } from '@storefront/sdk';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useNavigation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSdk } from '../../lib/sdk-context.tsx';
import { useBootstrapSearch } from '../../lib/use-bootstrap-search.ts';
import { CheckoutShell } from '../shared/checkout-shell.tsx';
import { useSettings } from '../../lib/use-settings.ts';
import { accountPaths } from './account-paths.ts';
import { useAccountParams } from './use-account-params.ts';

const sections = [
  { path: accountPaths.orders, label: 'account.nav.orders' },
  { path: accountPaths.profile, label: 'account.nav.profile' },
  { path: accountPaths.presets, label: 'account.nav.presets' },
  { path: accountPaths.locations, label: 'account.nav.locations' },
  { path: accountPaths.packages, label: 'account.nav.packages' },
] as const;

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 text-slate-700">
      <Spinner /> {t('common.loading')}
    </p>
  );
}

/**
 * The signed-in part of the account area: the tenant header (hidden in mobile-app mode), the
 * sections' navigation, "Log out", and the section's screen. Without a session it sends the
 * shopper to the sign-in page, by the rule logout follows (docs/product/screens.md).
 *
 * @example
 * { path: '/account', element: <AccountLayout ownHosts={[]} />, children: [...] }
 */
export function AccountLayout({ ownHosts }: { ownHosts: readonly string[] }) {
  const { t } = useTranslation();
  const { auth } = useSdk();
  const { isMobileApp } = useAccountParams();
  const settings = useSettings();
  const search = useBootstrapSearch();
  const navigation = useNavigation();
  if (auth.store.getAccessToken() === null) {
    return <Navigate replace to={{ pathname: loginPathFor(window.location, ownHosts), search }} />;
  }
  return (
    <CheckoutShell brand={settings.data ?? null} isMobileApp={isMobileApp}>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-2xl font-bold text-slate-900">{t('account.title')}</p>
          <Button variant="secondary" onClick={auth.logout}>
            {t('identity.logOut')}
          </Button>
        </div>
        <nav aria-label={t('account.nav.label')}>
          <ul className="flex flex-wrap gap-2">
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink
                  to={{ pathname: section.path, search }}
                  className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 aria-[current=page]:border-emerald-700 aria-[current=page]:bg-emerald-50 aria-[current=page]:text-emerald-900"
                >
                  {t(section.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div
          className="flex flex-col gap-4"
          aria-busy={navigation.state === 'loading' || undefined}
        >
          {navigation.state === 'loading' ? <Loading /> : null}
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </CheckoutShell>
  );
}
