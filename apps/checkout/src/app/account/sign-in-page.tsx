import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { IdentityForm, type VerifiedCustomer } from '../../features/identity/identity-form.tsx';
import { useAccountApi } from '../../lib/account-api.tsx';
import { useSdk } from '../../lib/sdk-context.tsx';
import { useBootstrapSearch } from '../../lib/use-bootstrap-search.ts';
import { CheckoutShell } from '../shared/checkout-shell.tsx';
import { useSettings } from '../../lib/use-settings.ts';
import { accountPaths } from './account-paths.ts';
import { useAccountParams } from './use-account-params.ts';

/**
 * The sign-in page (docs/product/account-pages.md), at `/login` and `/{first path segment}/login`, where
 * logout and a failed refresh land: the checkout's one-time-code identity form. Once the code
 * signs the shopper in, a first sign-in's customer gets the name typed here, and the shopper goes
 * to their orders. A shopper already signed in goes there at once.
 *
 * @example
 * { path: '/login', element: <SignInPage /> }
 */
export function SignInPage() {
  const { t } = useTranslation();
  const { auth } = useSdk();
  const { customer } = useAccountApi();
  const navigate = useNavigate();
  const search = useBootstrapSearch();
  const { isMobileApp } = useAccountParams();
  const settings = useSettings();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  if (auth.store.getAccessToken() !== null) {
    return <Navigate replace to={{ pathname: accountPaths.orders, search }} />;
  }

  const onVerified = async ({ name }: VerifiedCustomer) => {
    const profile = await customer.get();
    if (profile.name === null || profile.name.trim() === '') {
      await customer.update({ name, email: profile.email, customFields: profile.customFields });
    }
    await navigate({ pathname: accountPaths.orders, search });
  };

  return (
    <CheckoutShell brand={settings.data ?? null} isMobileApp={isMobileApp}>
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col gap-6 px-4 py-8">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 focus:outline-none"
        >
          {t('account.signIn.title')}
        </h1>
        <p className="text-slate-700">{t('account.signIn.intro')}</p>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <IdentityForm onVerified={onVerified} />
        </div>
      </main>
    </CheckoutShell>
  );
}
