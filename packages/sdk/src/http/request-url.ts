import type { QueryParams } from './http-types.ts';

/**
 * The URL of a call: base URL and path joined with exactly one slash, then the query. Arrays
 * repeat their key (`ids=1&ids=2`, as ABP binds lists); undefined and null are left out.
 *
 * @example requestUrl('https://api.test/', '/api/app/cart/1', { allowNonPending: true })
 * // 'https://api.test/api/app/cart/1?allowNonPending=true'
 */
export function requestUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = (Array.isArray(value) ? value : [value]) as readonly (
      string | number | boolean | null | undefined
    )[];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}
