import { maxBookingSpanMs, slotLengthMs, type SlotRules } from '../availability/slot-rules.ts';

/**
 * How many units of time a reservation is priced for: 1 for a fixed-duration product (its price
 * is per slot); for a variable-duration one, the slots (days, for full-day products) from `from`
 * to `to`. Null when that is not a whole number of slots within the longest booking.
 *
 * @example
 * durationUnits(meetingRoom, at('09:00'), at('12:00')); // 3 with one-hour slots
 */
export function durationUnits(
  rules: Pick<SlotRules, 'isFullDayBooking' | 'isVariableDuration' | 'slotLengthMinutes'>,
  from: number,
  to: number,
): number | null {
  if (to <= from) return null;
  if (!rules.isVariableDuration) return 1;
  const span = to - from;
  const length = slotLengthMs(rules);
  if (span % length !== 0 || span > maxBookingSpanMs(rules)) return null;
  return span / length;
}
