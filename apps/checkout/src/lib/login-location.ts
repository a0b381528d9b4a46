import type { BrowserAuthOptions } from '@storefront/sdk';

type LogoutLocation = NonNullable<BrowserAuthOptions['environment']>['location'];

/** The query parameters the sign-in page needs to start: the bootstrap ones (docs/product/screens.md). */
const keptParams = ['tenant', 'lang', 'language', 'isMobileApp'] as const;

/**
 * The page's location as logout sees it, with one change: the login path it goes to keeps the
 * page's `tenant`, language and mobile-app parameters. Logout clears every storage, so the query
 * is the only place the tenant survives in, and without it the sign-in page could not start
 * (a tenant is required, docs/product/screens.md).
 *
 * @example
 * createBrowserAuth({ …, environment: { …, location: loginLocation(window.location) } });
 * // logout on /account/orders?tenant=demo&lang=en → /login?tenant=demo&lang=en
 */
export function loginLocation(
  location: Pick<Location, 'hostname' | 'pathname' | 'search' | 'assign'>,
): LogoutLocation {
  return {
    get hostname() {
      return location.hostname;
    },
    get pathname() {
      return location.pathname;
    },
    assign(url: string) {
      location.assign(withBootstrapQuery(url, location.search));
    },
  };
}

/**
 * `path` with the bootstrap parameters of `search` added.
 *
 * @example
 * withBootstrapQuery('/login', '?tenant=demo&cartId=1&lang=en'); // '/login?tenant=demo&lang=en'
 */
export function withBootstrapQuery(path: string, search: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keptParams) {
    const value = from.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
