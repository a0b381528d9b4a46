/**
 * An `app.inject` body and headers for a form-encoded POST (what `/connect/token` takes).
 *
 * @example
 * await app.inject({ method: 'POST', url: '/connect/token', ...form({ grant_type: 'refresh_token', … }, 'demo') });
 */
export function form(
  fields: Record<string, string>,
  tenant?: string,
): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(tenant === undefined ? {} : { __tenant: tenant }),
    },
  };
}
