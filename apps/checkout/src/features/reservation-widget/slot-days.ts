import {
  intlLocale,
  type Availability,
  type AvailabilitySlot,
  type Language,
} from '@storefront/contracts';
import { keepMarkersTogether } from '../../lib/format-date.ts';

/**
 * The calendar date a slot starts on, in the tenant's days: the API writes instants with the
 * tenant's offset (`2026-11-24T10:00:00+03:00`), so the date is the text's own, as the SDK's
 * reservation flow reads it for a full-day choice.
 */
export const slotDate = (slot: Pick<AvailabilitySlot, 'from'>) => slot.from.slice(0, 10);

/** The dates with at least one slot. */
export function availableDates(availabilities: Availability | null): Set<string> {
  return new Set((availabilities?.slots ?? []).map(slotDate));
}

/** The slots starting on `date`, earliest first. */
export function slotsOn(
  availabilities: Availability | null,
  date: string | null,
): AvailabilitySlot[] {
  if (date === null) return [];
  return (availabilities?.slots ?? [])
    .filter((slot) => slotDate(slot) === date)
    .sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A time of day at the shop (the tenant's time zone, `useTenantTimeZone`) in the pages' digits,
 * its AM/PM marker joined to it by a no-break space (docs/decisions/0026-digits.md).
 */
export function shopTime(iso: string, language: Language, timeZone: string): string {
  const key = `${language}|${timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(language), {
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    timeFormats.set(key, format);
  }
  return keepMarkersTogether(format.formatToParts(new Date(iso)));
}

/** The ends a variable-duration booking from `start` may choose: each following slot's end up to its reach. */
export function reachableEnds(
  slots: readonly AvailabilitySlot[],
  start: AvailabilitySlot,
): string[] {
  const limit = Date.parse(start.maxConnectedTo);
  return slots
    .filter(
      (slot) => Date.parse(slot.from) >= Date.parse(start.from) && Date.parse(slot.to) <= limit,
    )
    .map((slot) => slot.to);
}
