/**
 * An `app.inject` body and headers for a form-encoded POST (what the hosted pages' buttons send).
 *
 * @example
 * await app.inject({ method: 'POST', url: pagePath, ...formPost({ action: 'pay' }) });
 */
export function formPost(fields: Record<string, string>): {
  payload: string;
  headers: Record<string, string>;
} {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}
