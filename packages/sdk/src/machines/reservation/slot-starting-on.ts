import type { Availability, AvailabilitySlot } from '@storefront/contracts';
import { calendarDateOf } from './calendar-date.ts';

/**
 * The returned slot that starts on a calendar date (docs/product/flows.md: "Single-date selection
 * on a full-day product picks the slot that starts that day").
 *
 * @example
 * slotStartingOn(availabilities, '2025-03-10');
 */
export function slotStartingOn(
  availabilities: Availability | null,
  date: string,
): AvailabilitySlot | undefined {
  return availabilities?.slots.find((slot) => calendarDateOf(slot.from) === date);
}
