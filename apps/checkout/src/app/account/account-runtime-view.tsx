import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AccountApiProvider } from '../../lib/account-api.tsx';
import { AppProviders } from '../shared/app-providers.tsx';
import { createAccountRouter } from './account-router.tsx';
import type { AccountRuntime } from './account-runtime.ts';

/**
 * The account area over its runtime: the checkout's providers, the customer resources and the
 * router over the browser's history.
 *
 * @example
 * <AccountRuntimeView runtime={createAccountRuntime(params, i18n)} />
 */
export function AccountRuntimeView({ runtime }: { runtime: AccountRuntime }) {
  const [router] = useState(() => createAccountRouter(runtime));
  return (
    <AppProviders i18n={runtime.i18n} sdk={runtime.sdk} queryClient={runtime.queryClient}>
      <AccountApiProvider api={runtime.accountApi}>
        <RouterProvider router={router} />
      </AccountApiProvider>
    </AppProviders>
  );
}
