/**
 * `search` with the orders list's `page` parameter (1-based in the address; none for the first).
 *
 * @example
 * withPage('?tenant=demo', 1); // '?tenant=demo&page=2'
 */
export function withPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 0) params.set('page', String(page + 1));
  else params.delete('page');
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
