/**
 * Calendar dates as `YYYY-MM-DD`. No date library is installed, so the flows use `Date` in UTC:
 * month boundaries then never depend on the browser's time zone. A slot's own day is read from
 * its ISO text as written (`2025-03-10T00:00:00+03:00` is on the 10th), so a server that writes
 * instants in the tenant's offset gets the tenant's days.
 */

/** The UTC calendar date of an instant in ms. */
export function toCalendarDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The calendar date an ISO date or date-time is written on, or null when the text is not one.
 *
 * @example
 * calendarDateOf('2025-03-10T00:00:00+03:00'); // '2025-03-10'
 */
export function calendarDateOf(iso: string): string | null {
  const match = calendarDate.exec(iso);
  if (match === null) return null;
  const [, year, month, day] = match.map(Number);
  const ms = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  // Date.UTC rolls 2025-02-30 over to March; a rolled date is not a real one.
  return toCalendarDate(ms) === match[0] ? match[0] : null;
}
