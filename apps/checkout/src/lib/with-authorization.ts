/**
 * A `fetch` that sends `Authorization: Bearer <token>` when a token is at hand. The cart event
 * streams take no session of their own (the SDK leaves headers to a wrapped fetch), yet a cart
 * with a customer streams only to that customer (decisions.md).
 *
 * @example
 * const fetch = withAuthorization(globalThis.fetch, () => store.getAccessToken());
 */
export function withAuthorization(
  fetch: typeof globalThis.fetch,
  getAccessToken: () => string | null,
): typeof globalThis.fetch {
  return (input, init) => {
    const token = getAccessToken();
    if (token === null) return fetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set('Authorization', `Bearer ${token}`);
    return fetch(input, { ...init, headers });
  };
}
