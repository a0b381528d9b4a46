import {
  slotLengthMs,
  type BookedPlaces,
  type SlotProvider,
  type SlotRules,
} from './slot-rules.ts';
import {
  addCalendarDays,
  calendarWeekday,
  tenantDateOf,
  tenantDayStart,
  tenantInstant,
} from '@storefront/contracts';
import type { WorkingPeriod } from '../../db/schema/index.ts';

/** A slot some provider works, with the places each such provider has left in it. */
export interface FreeSlot {
  /** Start and end, ms. */
  from: number;
  to: number;
  /** Places left per provider working the whole slot (0 when full or busy with another product). */
  freePlaces: ReadonlyMap<string, number>;
}

/**
 * A provider's places left in `[from, to)`: none while they are booked for another product then
 * (a provider does one thing at a time), else the product's capacity less the places booked.
 */
function placesLeft(
  rules: SlotRules,
  bookings: readonly BookedPlaces[],
  from: number,
  to: number,
): number {
  let taken = 0;
  for (const booking of bookings) {
    if (booking.startsAt >= to || booking.endsAt <= from) continue;
    if (booking.productId !== rules.productId) return 0;
    taken += booking.quantity;
  }
  return Math.max(0, rules.capacityPerSlot - taken);
}

/** Where a provider's slots start on one day: each working period cut into slot lengths. */
function slotStarts(rules: SlotRules, provider: SlotProvider, date: string, dayStart: number) {
  const periods = provider.weeklyHours[calendarWeekday(date)] ?? [];
  if (rules.isFullDayBooking) return periods.length > 0 ? [dayStart] : [];
  const length = slotLengthMs(rules);
  const starts: number[] = [];
  for (const period of periods) {
    const { start, end } = workingPeriodMinutes(period);
    // Wall-clock times on the tenant's clock: right across a daylight-saving change too.
    const periodStart = tenantInstant(date, start, rules.timeZone) ?? dayStart + start * 60_000;
    const periodEnd = tenantInstant(date, end, rules.timeZone) ?? dayStart + end * 60_000;
    for (let t = periodStart; t + length <= periodEnd; t += length) starts.push(t);
  }
  return starts;
}

/**
 * Every slot starting within `span`, cut from each provider's working hours in the tenant's time
 * zone (full-day products: one slot per day a provider works), with the places each provider has
 * left after `bookings`. Sorted by start. Slots of different providers that coincide are one slot.
 *
 * @example
 * const slots = freeSlots(rules, providers, bookings, { from: dayStart, to: dayStart + dayLengthMs });
 */
export function freeSlots(
  rules: SlotRules,
  providers: readonly SlotProvider[],
  bookings: readonly BookedPlaces[],
  span: { from: number; to: number },
): FreeSlot[] {
  const bookingsOf = new Map<string, BookedPlaces[]>();
  for (const booking of bookings) {
    const list = bookingsOf.get(booking.providerId) ?? [];
    list.push(booking);
    bookingsOf.set(booking.providerId, list);
  }
  const length = slotLengthMs(rules);
  const slots = new Map<number, { from: number; to: number; freePlaces: Map<string, number> }>();
  for (let date = tenantDateOf(span.from, rules.timeZone); ; date = addCalendarDays(date, 1)) {
    const dayStart = tenantDayStart(date, rules.timeZone) ?? Number.POSITIVE_INFINITY;
    if (dayStart >= span.to) break;
    for (const provider of providers) {
      for (const start of slotStarts(rules, provider, date, dayStart)) {
        if (start < span.from || start >= span.to) continue;
        const slot = slots.get(start) ?? { from: start, to: start + length, freePlaces: new Map() };
        const places = placesLeft(rules, bookingsOf.get(provider.id) ?? [], start, slot.to);
        slot.freePlaces.set(provider.id, places);
        slots.set(start, slot);
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.from - b.from);
}

const timePattern = /^([01]\d|2[0-4]):([0-5]\d)$/;

function minuteOfDay(time: string): number {
  const match = timePattern.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  if (!(minutes >= 0 && minutes <= 24 * 60)) {
    // Hours come from the catalogue's own rows; a malformed one is a data fault, not bad input.
    throw new Error(`Malformed working time "${time}"`);
  }
  return minutes;
}

/**
 * A working period as minutes after the day's midnight, `[start, end)`; `24:00` is the end of
 * the day.
 *
 * @example
 * workingPeriodMinutes({ from: '09:00', to: '17:30' }); // { start: 540, end: 1050 }
 */
export function workingPeriodMinutes(period: WorkingPeriod): { start: number; end: number } {
  return { start: minuteOfDay(period.from), end: minuteOfDay(period.to) };
}
