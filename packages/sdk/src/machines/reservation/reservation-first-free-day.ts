import type { Availability } from '@storefront/contracts';
import { calendarDateOf } from './calendar-date.ts';

/**
 * The day of the displayed month the calendar opens on (docs/product/widgets.md): the day already
 * shown while it has free times, else the first day of the month that has (slots come earliest
 * first from the server, but are not trusted to), else the day already shown.
 *
 * @example
 * firstFreeDay(availabilities, 2025, 3, 15); // 20 when the 15th has no slot and the 20th has
 */
export function firstFreeDay(
  availabilities: Availability | null,
  year: number,
  month: number,
  shownDay: number | null,
): number | null {
  const prefix = `${String(year)}-${String(month).padStart(2, '0')}-`;
  const days = (availabilities?.slots ?? [])
    .map((slot) => calendarDateOf(slot.from))
    .filter((date): date is string => date?.startsWith(prefix) === true)
    .map((date) => Number(date.slice(8, 10)));
  if (days.length === 0 || (shownDay !== null && days.includes(shownDay))) return shownDay;
  return Math.min(...days);
}
