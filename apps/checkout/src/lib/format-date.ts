import type { Language } from '@storefront/contracts';

/**
 * The tenants' clock face. The tenant configuration carries no time zone and every tenant sells
 * in Saudi Arabia (UTC+3, as the reference API's tenant-time-zone.ts), so bookings show the time
 * at the shop, the same on every shopper's device.
 */
export const tenantTimeZone = 'Asia/Riyadh';

// Gregorian calendar and Western digits in Arabic too: ar-SA would default to the Hijri calendar,
// and amounts, card fields and IBANs on the page use Western digits (see contracts' formatMoney).
const locales: Readonly<Record<Language, string>> = {
  ar: 'ar-SA-u-ca-gregory-nu-latn',
  en: 'en-GB',
};

// The month by name: "5 Mar 2030" cannot be misread as 3 May the way 05/03/2030 can.
const dateOnly: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: tenantTimeZone,
};
const dateTime: Intl.DateTimeFormatOptions = { ...dateOnly, hour: '2-digit', minute: '2-digit' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(
  language: Language,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locales[language], options);
    formatters.set(key, formatter);
  }
  return formatter;
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
 * formatDate('2030-03-05T06:00:00Z', 'en'); // '5 Mar 2030'
 */
export function formatDate(iso: string, language: Language): string {
  const date = toDate(iso);
  return date ? formatterFor(language, dateOnly).format(date) : iso;
}

/**
 * A booking's date and time range for the page language; the day is written once when both ends
 * fall on it. Without an end, the start alone.
 *
 * @example
 * formatDateTimeRange('2030-03-05T06:00:00Z', '2030-03-05T07:00:00Z', 'en');
 * // '5 Mar 2030, 09:00–10:00'
 */
export function formatDateTimeRange(
  fromIso: string,
  toIso: string | null,
  language: Language,
): string {
  const from = toDate(fromIso);
  if (!from) return fromIso;
  const to = toIso === null ? null : toDate(toIso);
  const formatter = formatterFor(language, dateTime);
  return to && to > from ? formatter.formatRange(from, to) : formatter.format(from);
}
