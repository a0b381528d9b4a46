import { intlLocale, type Language } from '@storefront/contracts';

// The month by name: "5 Mar 2030" cannot be misread as 3 May the way 05/03/2030 can.
// Dates and times are the shop's: every formatter takes the tenant's time zone
// (`useTenantTimeZone`), so a booking reads the same on every shopper's device.
const dateOnly: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const dateTime: Intl.DateTimeFormatOptions = { ...dateOnly, hour: '2-digit', minute: '2-digit' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(
  language: Language,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // The pages' one locale tag: Gregorian calendar, Western digits (docs/decisions/0026-digits.md).
    formatter = new Intl.DateTimeFormat(intlLocale(language), options);
    formatters.set(key, formatter);
  }
  return formatter;
}

// A time's AM/PM marker ("ص", "م") and a year's era ("هـ", "AH") never start a line alone.
const joinedToNeighbour: ReadonlySet<string> = new Set(['dayPeriod', 'era']);

/**
 * Intl's parts as one text, with a no-break space for each space that separates an AM/PM marker
 * or an era from the number beside it, so "10:00 ص" and "1448 هـ" wrap as one word
 * (docs/product/overview.md, "Numbers and dates").
 *
 * @example
 * keepMarkersTogether(formatter.formatToParts(date)); // '10:00\u00a0ص'
 */
export function keepMarkersTogether(parts: readonly Intl.DateTimeFormatPart[]): string {
  return parts
    .map((part, index) =>
      part.type === 'literal' &&
      /^\s+$/u.test(part.value) &&
      (joinedToNeighbour.has(parts[index - 1]?.type ?? '') ||
        joinedToNeighbour.has(parts[index + 1]?.type ?? ''))
        ? part.value.replace(/ /g, '\u00a0')
        : part.value,
    )
    .join('');
}

function toDate(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A calendar date for the page language, e.g. a subscription start. An unreadable value is shown
 * as it came.
 *
 * @example
 * formatDate('2030-03-05T06:00:00Z', 'en', 'Asia/Riyadh'); // '5 Mar 2030'
 */
export function formatDate(iso: string, language: Language, timeZone: string): string {
  const date = toDate(iso);
  return date
    ? keepMarkersTogether(formatterFor(language, { ...dateOnly, timeZone }).formatToParts(date))
    : iso;
}

/**
 * A booking's date and time range for the page language; the day is written once when both ends
 * fall on it. Without an end, the start alone.
 *
 * @example
 * formatDateTimeRange('2030-03-05T06:00:00Z', '2030-03-05T07:00:00Z', 'en', 'Asia/Riyadh');
 * // '5 Mar 2030, 09:00–10:00'
 */
export function formatDateTimeRange(
  fromIso: string,
  toIso: string | null,
  language: Language,
  timeZone: string,
): string {
  const from = toDate(fromIso);
  if (!from) return fromIso;
  const to = toIso === null ? null : toDate(toIso);
  const formatter = formatterFor(language, { ...dateTime, timeZone });
  return keepMarkersTogether(
    to && to > from ? formatter.formatRangeToParts(from, to) : formatter.formatToParts(from),
  );
}
