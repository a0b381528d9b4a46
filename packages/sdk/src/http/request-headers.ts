import { resolveLanguage } from '@storefront/contracts';

/** What {@link requestHeaders} puts on a call. */
export interface RequestHeadersInit {
  tenant: string;
  /** Sent as `Accept-Language`: `en` or `ar` (anything else, or none, is `ar`). */
  language?: string | undefined;
  /** The access token; no `Authorization` header without one. */
  token: string | null;
  contentType?: string | undefined;
  /** The caller's own headers, set last. */
  extra?: Readonly<Record<string, string>> | undefined;
}

/**
 * The headers of every platform API call (docs/product/api.md): `Accept: application/json`,
 * `__tenant`, `Accept-Language` and, when signed in, `Authorization: Bearer`. One function for the
 * http-client and the start-up prefetch, so a prefetched answer was asked for exactly as the
 * client would have asked.
 *
 * @example
 * requestHeaders({ tenant: 'demo', language: 'en', token: null }).get('Accept-Language'); // 'en'
 */
export function requestHeaders(init: RequestHeadersInit): Headers {
  const headers = new Headers({
    Accept: 'application/json',
    __tenant: init.tenant,
    'Accept-Language': resolveLanguage(init.language),
  });
  if (init.contentType !== undefined) headers.set('Content-Type', init.contentType);
  for (const [name, value] of Object.entries(init.extra ?? {})) headers.set(name, value);
  if (init.token !== null) headers.set('Authorization', `Bearer ${init.token}`);
  return headers;
}
