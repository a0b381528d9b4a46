/**
 * Encodes a dictionary as query parameters the way ABP (ASP.NET Core) binds a
 * `Dictionary<string, string>` from a query string: one `Prefix[key]=value` per entry. Empty keys
 * are left out. `URLSearchParams` then percent-encodes the brackets (`Prefix%5Bkey%5D`), which the
 * server decodes back.
 *
 * @example
 * dictionaryQuery('CustomFieldValues', { color: 'red', giftWrap: 'true' });
 * // { 'CustomFieldValues[color]': 'red', 'CustomFieldValues[giftWrap]': 'true' }
 */
export function dictionaryQuery(
  prefix: string,
  values: Readonly<Record<string, string>> | undefined,
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (key !== '') query[`${prefix}[${key}]`] = value;
  }
  return query;
}
