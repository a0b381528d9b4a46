/**
 * The wait a `Retry-After` header asks for, in ms: either delay-seconds or an HTTP date
 * (RFC 9110 section 10.2.3). Null when the header is missing or unreadable; a date in the past
 * is 0. Hand-written: the rule is two lines and no installed library parses it.
 *
 * @example parseRetryAfter('120', Date.now()) // 120000
 * @example parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT', now) // ms until then
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // Every HTTP date form names its month; without this, Date.parse reads "-5" as a year.
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
