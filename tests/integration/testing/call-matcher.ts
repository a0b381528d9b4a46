/** Which calls a test tool acts on: by method (any when left out) and by path (without the query). */
export interface CallMatcher {
  /** One method or several, upper case; every method when left out. */
  method?: string | readonly string[];
  /** The URL's path: exactly this string, or matching this pattern. */
  path: string | RegExp;
}

/** One call as a test tool saw it. */
export interface SeenCall {
  method: string;
  /** Path and query, e.g. `/api/app/cart/cart-items/…?singleItem=false`. */
  url: string;
}

/**
 * Whether `request` is one of the calls `matcher` names.
 *
 * @example
 * matchesCall({ method: 'POST', path: /^\/api\/app\/cart\// }, new Request('http://api.test/api/app/cart/new-cart', { method: 'POST' })); // true
 */
export function matchesCall(matcher: CallMatcher, request: Request): boolean {
  const methods = matcher.method === undefined ? null : [matcher.method].flat();
  if (methods !== null && !methods.includes(request.method)) return false;
  const { pathname } = new URL(request.url);
  return typeof matcher.path === 'string' ? pathname === matcher.path : matcher.path.test(pathname);
}

/**
 * The method and path-with-query of `request`, as the tools log it.
 *
 * @example
 * seenCall(new Request('http://api.test/api/app/cart/1?allowNonPending=true')); // { method: 'GET', url: '/api/app/cart/1?allowNonPending=true' }
 */
export function seenCall(request: Request): SeenCall {
  const url = new URL(request.url);
  return { method: request.method, url: `${url.pathname}${url.search}` };
}
