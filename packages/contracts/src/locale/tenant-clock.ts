/**
 * The tenant's clock face: calendar days and wall-clock times in the tenant's own time zone
 * (an IANA name sent with the tenant's settings, `timeZone`; docs/product/api.md). The API turns a
 * tenant's days and working hours into instants with it, and the pages show dates and times at the
 * shop with it, so a booking reads the same on every shopper's device and on the server.
 *
 * Time-zone rules come from `Intl` (the runtime's own zone data: no date library ships to the
 * browser for this); only the arithmetic between a wall-clock day and an instant is written here.
 */

/** The zone of a tenant whose settings name none: every tenant so far sells in Saudi Arabia. */
export const defaultTenantTimeZone = 'Asia/Riyadh';

const minuteMs = 60_000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and
// availability asks for thousands of instants in one request.
const partFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether a text names a time zone the runtime knows (`Asia/Riyadh`, `UTC`). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * A stored zone the runtime knows, else {@link defaultTenantTimeZone}: a zone this runtime has no
 * rules for reads as Saudi Arabia's rather than failing the page.
 */
export function knownTimeZoneOr(timeZone: string): string {
  return isKnownTimeZone(timeZone) ? timeZone : defaultTenantTimeZone;
}

/** The wall clock of an instant in a zone, as the fields of a UTC date with the same reading. */
function wallClockMs(instant: number, timeZone: string): number {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return Date.UTC(
    values.year ?? 1970,
    (values.month ?? 1) - 1,
    values.day ?? 1,
    values.hour ?? 0,
    values.minute ?? 0,
    values.second ?? 0,
  );
}

/**
 * How far the zone's clock is ahead of UTC at an instant, in minutes (180 in Riyadh all year).
 *
 * @example
 * zoneOffsetMinutes(Date.parse('2030-01-16T06:00:00Z'), 'Asia/Riyadh'); // 180
 */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const whole = instant - (instant % 1000);
  return Math.round((wallClockMs(whole, timeZone) - whole) / minuteMs);
}

/**
 * The tenant calendar day an instant falls on, `YYYY-MM-DD`.
 *
 * @example
 * tenantDateOf(Date.parse('2030-01-15T22:00:00Z'), 'Asia/Riyadh'); // '2030-01-16' (01:00 in Riyadh)
 */
export function tenantDateOf(instant: number, timeZone: string): string {
  return new Date(wallClockMs(instant, timeZone)).toISOString().slice(0, 10);
}

/**
 * The instant of a wall-clock reading in the zone (`minutes` after the day's midnight), or null
 * when the day is not a real date (`2030-02-30`). Where a clock change skips the reading, the
 * instant is the one the clock reads after the change.
 */
export function tenantInstant(date: string, minutes: number, timeZone: string): number | null {
  const match = datePattern.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2030-02-30 over to March; a rolled date is not a real one.
  if (new Date(utcMidnight).toISOString().slice(0, 10) !== date) return null;
  const wall = utcMidnight + minutes * minuteMs;
  // The offset at the guess, then at the corrected instant: exact except inside a clock change.
  const guess = wall - zoneOffsetMinutes(wall, timeZone) * minuteMs;
  return wall - zoneOffsetMinutes(guess, timeZone) * minuteMs;
}

/**
 * The instant a tenant calendar day `YYYY-MM-DD` starts, or null when it is not a real date.
 *
 * @example
 * tenantDayStart('2030-01-16', 'Asia/Riyadh'); // Date.parse('2030-01-15T21:00:00Z')
 */
export function tenantDayStart(date: string, timeZone: string): number | null {
  return tenantInstant(date, 0, timeZone);
}

/**
 * An instant written in the zone's offset at that instant, so its text shows the tenant's day and
 * time (the checkout reads a slot's day from its text).
 *
 * @example
 * formatTenantInstant(Date.parse('2030-01-16T06:00:00Z'), 'Asia/Riyadh'); // '2030-01-16T09:00:00+03:00'
 */
export function formatTenantInstant(instant: number, timeZone: string): string {
  const offset = zoneOffsetMinutes(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${new Date(instant + offset * minuteMs).toISOString().slice(0, 19)}${sign}${hh}:${mm}`;
}

/**
 * The calendar day `days` after `date` (`YYYY-MM-DD`): calendar arithmetic, the same in every zone.
 *
 * @example
 * addCalendarDays('2030-01-31', 1); // '2030-02-01'
 */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The weekday of a calendar day: 0 Sunday … 6 Saturday (as `Date#getDay`). */
export function calendarWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/**
 * Minutes after the zone's midnight an instant reads on the wall clock (540 at 09:00).
 *
 * @example
 * minutesOfDay(Date.parse('2030-01-16T06:00:00Z'), 'Asia/Riyadh'); // 540
 */
export function minutesOfDay(instant: number, timeZone: string): number {
  const wall = wallClockMs(instant, timeZone);
  return Math.floor(
    (wall - Date.parse(`${new Date(wall).toISOString().slice(0, 10)}T00:00:00Z`)) / minuteMs,
  );
}
