/** The parts of `window.location` logout reads and drives. */
export interface LogoutLocation {
  readonly hostname: string;
  readonly pathname: string;
  assign(url: string): void;
}

/** Dependencies of {@link createLogout}: `window`'s storages and location, and configuration. */
export interface LogoutOptions {
  localStorage: Pick<Storage, 'clear'>;
  sessionStorage: Pick<Storage, 'clear'>;
  location: LogoutLocation;
  /**
   * The product's own host names (configuration). On them the storefront lives under a first path
   * segment (`/{segment}/...`) with its own login page; any other host has `/login`.
   */
  ownHosts: readonly string[];
}

/**
 * The path logout leaves for (docs/product/screens.md): `/{first path segment}/login` on one of the
 * product's own hosts, otherwise `/login`. An own host at its root path has no segment: `/login`.
 */
export function loginPathFor(
  location: Pick<LogoutLocation, 'hostname' | 'pathname'>,
  ownHosts: readonly string[],
): string {
  const host = location.hostname.toLowerCase();
  const isOwnHost = ownHosts.some((own) => own.toLowerCase() === host);
  const firstSegment = location.pathname.split('/').find((segment) => segment !== '');
  return isOwnHost && firstSegment !== undefined ? `/${firstSegment}/login` : '/login';
}

/**
 * Logout of docs/product/screens.md: clears all local and session storage, then goes to the login
 * page.
 *
 * @example
 * ```ts
 * const logout = createLogout({ localStorage, sessionStorage, location, ownHosts: ['shop.example.com'] });
 * logout(); // on https://shop.example.com/acme/checkout → /acme/login
 * ```
 */
export function createLogout(options: LogoutOptions): () => void {
  const { localStorage, sessionStorage, location, ownHosts } = options;
  return () => {
    localStorage.clear();
    sessionStorage.clear();
    location.assign(loginPathFor(location, ownHosts));
  };
}
