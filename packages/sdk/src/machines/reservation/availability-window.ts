import { calendarDateOf, toCalendarDate } from './calendar-date.ts';

/** The dates availabilities are asked for, both inclusive, as `YYYY-MM-DD`. */
export interface AvailabilityWindow {
  startDate: string;
  endDate: string;
}

/**
 * docs/product/validation.md: "The availability window runs from the first to the last day of the
 * displayed month, widened to include the filterFrom date" (so a variable-duration booking's start
 * stays among the returned slots while the customer picks its end in a later month).
 *
 * @example
 * availabilityWindow(2025, 3, '2025-02-27T09:00:00Z'); // { startDate: '2025-02-27', endDate: '2025-03-31' }
 */
export function availabilityWindow(
  year: number,
  month: number,
  filterFrom: string | null,
): AvailabilityWindow {
  const first = toCalendarDate(Date.UTC(year, month - 1, 1));
  // Day 0 of the next month is the last day of this one.
  const last = toCalendarDate(Date.UTC(year, month, 0));
  const from = filterFrom === null ? null : calendarDateOf(filterFrom);
  if (from === null) return { startDate: first, endDate: last };
  // ISO dates compare as text.
  return { startDate: from < first ? from : first, endDate: from > last ? from : last };
}
