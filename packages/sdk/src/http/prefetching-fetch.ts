import { authStorageKeys } from '../auth/auth-storage-keys.ts';
import type { KeyValueStorage } from '../auth/key-value-storage.ts';
import { abortable } from './abortable.ts';
import { requestHeaders } from './request-headers.ts';
import { requestUrl } from './request-url.ts';

/** What {@link createPrefetchingFetch} returns. */
export interface PrefetchingFetch {
  /** Starts `GET url` with these headers now; the first matching call of {@link fetch} takes it. */
  prefetch(url: string, headers: Headers): void;
  /**
   * A copy of the first prefetched answer for `url` (its body readable without taking it from
   * the client), or undefined when nothing was prefetched for it.
   */
  peek(url: string): Promise<Response> | undefined;
  /**
   * A `fetch` for the http-client: a GET with the URL and the very headers of a prefetch gets
   * that answer (once); anything else goes to the network.
   */
  fetch: typeof globalThis.fetch;
}

function sameHeaders(a: Headers, b: Headers): boolean {
  const entries = [...a.entries()];
  return entries.length === [...b.entries()].length && entries.every(([k, v]) => b.get(k) === v);
}

/**
 * Lets a page start its first GETs before its code has loaded (a small module script) and hand
 * the answers to the http-client later, so the requests run in parallel with the download instead
 * of after it. A prefetched answer is used only when the client asks for the same URL with the
 * same headers (tenant, language, token): after a token refresh it asks afresh. Its failures reach
 * the client like any fetch failure, so the client's retries and 401 refresh still apply.
 *
 * @example
 * const prefetching = createPrefetchingFetch();
 * prefetching.prefetch(requestUrl(base, '/api/app/cart/42'), requestHeaders({ tenant, language, token }));
 * const http = createHttpClient({ baseUrl: base, tenant, fetch: prefetching.fetch });
 */
export function createPrefetchingFetch(
  network: typeof globalThis.fetch = (input, init) => globalThis.fetch(input, init),
): PrefetchingFetch {
  const pending = new Map<string, { headers: Headers; answer: Promise<Response> }[]>();
  return {
    prefetch(url, headers) {
      // Never the HTTP cache, as the http-client's calls (a Back navigation would reuse a stale cart).
      const answer = network(url, { method: 'GET', headers, cache: 'no-store' });
      // Nobody may ever take it; an unused failure must not surface as an unhandled rejection.
      answer.catch(() => undefined);
      pending.set(url, [...(pending.get(url) ?? []), { headers, answer }]);
    },
    peek(url) {
      // Cloned as soon as it arrives, before the client can have read the body.
      return pending.get(url)?.[0]?.answer.then((response) => response.clone());
    },
    fetch(input, init) {
      const method = (init?.method ?? 'GET').toUpperCase();
      const entries = typeof input === 'string' ? pending.get(input) : undefined;
      if (method === 'GET' && entries && init?.body == null) {
        const headers = new Headers(init?.headers);
        const index = entries.findIndex((entry) => sameHeaders(entry.headers, headers));
        const entry = entries[index];
        if (entry) {
          entries.splice(index, 1);
          return abortable(entry.answer, init?.signal ?? undefined);
        }
      }
      return network(input, init);
    },
  };
}

/** What {@link prefetchApiGets} needs: what the page's http-client will be made with. */
export interface PrefetchApiGetsOptions {
  baseUrl: string;
  tenant: string;
  language: string;
  /** Where the signed-in customer's tokens are kept (`localStorage`). */
  storage: KeyValueStorage;
  /** Paths to GET now, e.g. `apiPaths.cart(cartId)`. */
  paths: readonly string[];
  network?: typeof globalThis.fetch;
}

/**
 * Starts the page's first GETs at once, with the headers the http-client will send (the stored
 * access token included), and returns the `fetch` that hands them over: give it to
 * `createHttpClient` (or the checkout's SDK) as its `fetch`.
 *
 * @example
 * const { fetch } = prefetchApiGets({ baseUrl, tenant, language, storage: localStorage, paths: [apiPaths.cart(cartId)] });
 */
export function prefetchApiGets(options: PrefetchApiGetsOptions): PrefetchingFetch {
  const prefetching = createPrefetchingFetch(options.network);
  const token = options.storage.getItem(authStorageKeys.accessToken);
  const headers = requestHeaders({ tenant: options.tenant, language: options.language, token });
  for (const path of options.paths) {
    prefetching.prefetch(requestUrl(options.baseUrl, path), headers);
  }
  return prefetching;
}
