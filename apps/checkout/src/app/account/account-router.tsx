import {
  createBrowserRouter,
  Navigate,
  type RouteObject,
  type createMemoryRouter,
} from 'react-router';
import { useBootstrapSearch } from '../../lib/use-bootstrap-search.ts';
import { AccountLayout } from './account-layout.tsx';
import { accountPaths } from './account-paths.ts';
import type { AccountRuntime } from './account-runtime.ts';
import { RouteError } from './route-error.tsx';
import { SignInPage } from './sign-in-page.tsx';

function ToOrders() {
  return <Navigate replace to={{ pathname: accountPaths.orders, search: useBootstrapSearch() }} />;
}

/**
 * The account area's routes (docs/product/account-pages.md). The sign-in page answers both login paths
 * logout leaves for (`/login`, `/{first path segment}/login`); every screen behind sign-in loads
 * its code with its route (`lazy`), so the sign-in page and the layout are all the entry loads
 * up front.
 *
 * @example
 * const router = createMemoryRouter(accountRoutes(runtime), { initialEntries: ['/login?tenant=demo'] });
 */
export function accountRoutes(runtime: Pick<AccountRuntime, 'ownHosts'>): RouteObject[] {
  const signIn = <SignInPage />;
  return [
    {
      errorElement: <RouteError />,
      children: [
        { path: '/login', element: signIn },
        { path: '/:segment/login', element: signIn },
        {
          path: accountPaths.root,
          element: <AccountLayout ownHosts={runtime.ownHosts} />,
          children: [
            { index: true, element: <ToOrders /> },
            {
              path: 'orders',
              lazy: async () => ({ Component: (await import('./orders-route.tsx')).OrdersRoute }),
            },
            {
              path: 'orders/:cartId',
              lazy: async () => ({ Component: (await import('./order-route.tsx')).OrderRoute }),
            },
            {
              path: 'profile',
              lazy: async () => ({
                Component: (await import('../../features/account-profile/profile-page.tsx'))
                  .ProfilePage,
              }),
            },
            {
              path: 'presets',
              lazy: async () => ({
                Component: (await import('../../features/presets/presets-page.tsx')).PresetsPage,
              }),
            },
            {
              path: 'locations',
              lazy: async () => ({
                Component: (await import('../../features/locations/locations-page.tsx'))
                  .LocationsPage,
              }),
            },
            {
              path: 'packages',
              lazy: async () => ({
                Component: (await import('../../features/account-packages/packages-page.tsx'))
                  .PackagesPage,
              }),
            },
          ],
        },
        { path: '*', element: <ToOrders /> },
      ],
    },
  ];
}

/** The account area's router over the browser's history. */
export function createAccountRouter(
  runtime: Pick<AccountRuntime, 'ownHosts'>,
): ReturnType<typeof createMemoryRouter> {
  return createBrowserRouter(accountRoutes(runtime));
}
