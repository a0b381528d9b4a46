/**
 * The tenants' clock face. Every seeded tenant sells in Saudi Arabia, whose time (Asia/Riyadh) is
 * UTC+3 all year: no daylight saving time. A fixed offset therefore turns calendar days and
 * working hours into instants exactly, without a time-zone database. A tenant elsewhere would
 * need its zone stored and a library such as the `Intl` API's zone data instead.
 */
export const tenantUtcOffsetMinutes = 180;

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;
const offsetMs = tenantUtcOffsetMinutes * minuteMs;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `+03:00`: the offset as ISO 8601 writes it. */
const offsetText = (() => {
  const sign = tenantUtcOffsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(tenantUtcOffsetMinutes);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
})();

/**
 * The instant (ms) a tenant calendar day `YYYY-MM-DD` starts, or null when the text is not a real
 * date (`2030-02-30`).
 *
 * @example
 * tenantDayStart('2030-01-16'); // Date.parse('2030-01-15T21:00:00Z')
 */
export function tenantDayStart(date: string): number | null {
  const match = datePattern.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2030-02-30 over to March; a rolled date is not a real one.
  if (new Date(utcMidnight).toISOString().slice(0, 10) !== date) return null;
  return utcMidnight - offsetMs;
}

/**
 * The tenant calendar day an instant falls on, `YYYY-MM-DD`.
 *
 * @example
 * tenantDateOf(Date.parse('2030-01-15T22:00:00Z')); // '2030-01-16' (01:00 in Riyadh)
 */
export function tenantDateOf(instant: number): string {
  return new Date(instant + offsetMs).toISOString().slice(0, 10);
}

/** The weekday of a tenant calendar day: 0 Sunday … 6 Saturday (as `Date#getDay`). */
export function tenantWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The tenant calendar day `days` after `date`. */
export function addTenantDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * An instant written in the tenant's offset, so its text shows the tenant's day and time (the
 * checkout reads a slot's day from its text).
 *
 * @example
 * formatTenantInstant(Date.parse('2030-01-16T06:00:00Z')); // '2030-01-16T09:00:00+03:00'
 */
export function formatTenantInstant(instant: number): string {
  return `${new Date(instant + offsetMs).toISOString().slice(0, 19)}${offsetText}`;
}

/** One day in milliseconds. */
export const dayLengthMs = dayMs;
