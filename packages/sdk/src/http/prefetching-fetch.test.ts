import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './http-client.ts';
import { apiPaths } from '../resources/api-paths.ts';
import { createPrefetchingFetch, prefetchApiGets } from './prefetching-fetch.ts';
import { requestHeaders } from './request-headers.ts';

const url = 'https://api.test/api/app/cart/42';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createPrefetchingFetch', () => {
  it('hands a prefetched answer to the http-client asking for the same URL and headers, once', async () => {
    const network = vi.fn(() => Promise.resolve(json({ id: '42' })));
    const prefetching = createPrefetchingFetch(network);
    prefetching.prefetch(url, requestHeaders({ tenant: 'demo', language: 'en', token: 'T' }));
    expect(network).toHaveBeenCalledTimes(1);
    const http = createHttpClient({
      baseUrl: 'https://api.test',
      tenant: 'demo',
      language: () => 'en',
      auth: {
        whenRefreshSettled: () => Promise.resolve(),
        getAccessToken: () => 'T',
        refreshAfterUnauthorized: () => Promise.resolve(false),
        logout: () => undefined,
      },
      fetch: prefetching.fetch,
    });
    await expect(http.get('/api/app/cart/42')).resolves.toEqual({ id: '42' });
    expect(network).toHaveBeenCalledTimes(1);
    await http.get('/api/app/cart/42');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('lets the page peek at a prefetched answer and still hands the body to the client', async () => {
    const prefetching = createPrefetchingFetch(() => Promise.resolve(json({ logoUrl: 'x' })));
    const headers = requestHeaders({ tenant: 'demo', token: null });
    prefetching.prefetch(url, headers);
    expect(prefetching.peek('https://api.test/other')).toBeUndefined();
    await expect(prefetching.peek(url)?.then((r) => r.json())).resolves.toEqual({ logoUrl: 'x' });
    await expect((await prefetching.fetch(url, { headers })).json()).resolves.toEqual({
      logoUrl: 'x',
    });
  });

  it('goes to the network when the headers differ (another token or language)', async () => {
    const network = vi.fn(() => Promise.resolve(json({})));
    const prefetching = createPrefetchingFetch(network);
    prefetching.prefetch(url, requestHeaders({ tenant: 'demo', language: 'ar', token: 'OLD' }));
    await prefetching.fetch(url, {
      headers: requestHeaders({ tenant: 'demo', language: 'ar', token: 'NEW' }),
    });
    await prefetching.fetch(url, {
      method: 'PUT',
      headers: requestHeaders({ tenant: 'demo', language: 'ar', token: 'OLD' }),
    });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('rejects with an AbortError when the caller aborts while the prefetch is under way', async () => {
    const prefetching = createPrefetchingFetch(() => new Promise<Response>(() => undefined));
    const headers = requestHeaders({ tenant: 'demo', token: null });
    prefetching.prefetch(url, headers);
    const controller = new AbortController();
    const answer = prefetching.fetch(url, { headers, signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('prefetchApiGets', () => {
  it('GETs each path at once with the stored token, tenant and language', () => {
    const network = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(json({})),
    );
    const storage = new Map([['access_token', 'STORED']]);
    prefetchApiGets({
      baseUrl: 'https://api.test/',
      tenant: 'demo',
      language: 'en',
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: () => undefined,
        removeItem: () => undefined,
      },
      paths: [apiPaths.cart('a/b'), apiPaths.paymentAndTaxSettings],
      network,
    });
    expect(network.mock.calls.map(([input]) => input)).toEqual([
      'https://api.test/api/app/cart/a%2Fb',
      'https://api.test/api/app/setting-manager/payment-and-tax-settings',
    ]);
    // Never from the HTTP cache: a Back navigation would reuse a stale cart.
    expect(network.mock.calls[0]?.[1]?.cache).toBe('no-store');
    const headers = new Headers(network.mock.calls[0]?.[1]?.headers);
    expect(Object.fromEntries(headers)).toEqual({
      accept: 'application/json',
      __tenant: 'demo',
      'accept-language': 'en',
      authorization: 'Bearer STORED',
    });
  });
});
