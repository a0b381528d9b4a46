import type { Language } from '@storefront/contracts';
import { createElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AccountApiProvider } from '../lib/account-api.tsx';
import { fakeAccountApi, type FakeAccountApi } from './fake-account-api.ts';
import type { FakeSdk } from './fake-sdk.ts';
import { renderPage, type RenderedPage } from './render-page.ts';

/** What {@link renderAccount} returns: the rendered page, the fakes and the router. */
export interface RenderedAccount extends RenderedPage {
  accountApi: FakeAccountApi;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Shows where the router went, for a test to read: `data-testid="location"`. */
function Location() {
  const { pathname, search } = useLocation();
  return createElement('p', { 'data-testid': 'location' }, `${pathname}${search}`);
}

/**
 * Renders account screens inside the page's providers (see `renderPage`), the fake customer
 * resources and an in-memory router at `url`. Give either one screen (`ui`, at `path`; any other
 * address shows its location) or whole `routes`.
 *
 * @example
 * const { findByRole, accountApi } = renderAccount({ ui: createElement(OrdersPage, props), path: '/account/orders', url: '/account/orders?tenant=demo' });
 */
export function renderAccount({
  ui,
  path = '/',
  routes,
  url = path,
  language = 'en',
  accountApi = fakeAccountApi(),
  fake,
}: {
  ui?: ReactNode;
  path?: string;
  routes?: RouteObject[];
  url?: string;
  language?: Language;
  accountApi?: FakeAccountApi;
  fake?: FakeSdk;
}): RenderedAccount {
  const router = createMemoryRouter(
    routes ?? [
      { path, element: ui },
      { path: '*', element: createElement(Location) },
    ],
    { initialEntries: [url] },
  );
  const rendered = renderPage(
    createElement(AccountApiProvider, {
      api: accountApi.api,
      children: createElement(RouterProvider, { router }),
    }),
    { language, ...(fake ? { fake } : {}) },
  );
  return { ...rendered, accountApi, router };
}
