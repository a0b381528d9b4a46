import { calendarDateOf } from './calendar-date.ts';
import { findReturnedSlot } from './find-returned-slot.ts';
import type { ReservationEffects } from './reservation-effects.ts';
import { monthAvailabilityRequest } from './reservation-next-free-month.ts';
import type { SelectedSlot } from './selected-slot.ts';

/**
 * How many places are still free at a chosen time that has no room for `refused` (a quantity the
 * shopper asked for): the largest quantity below it for which the availabilities still return the
 * time, asked like the flow asks (its price, providers, location) for the time's day alone. The
 * availabilities say only whether a time has room for a quantity, so the count is searched for:
 * the quantity just below first (one request when the shopper stepped up by one), then halving.
 * 0 when the time has no place left at all.
 *
 * @example
 * await freePlacesAt(effects.fetchAvailabilities, context, { from, to }, 3, signal); // 2
 */
export async function freePlacesAt(
  fetchAvailabilities: ReservationEffects['fetchAvailabilities'],
  context: Parameters<typeof monthAvailabilityRequest>[0],
  slot: SelectedSlot,
  refused: number,
  signal: AbortSignal,
): Promise<number> {
  const day = calendarDateOf(slot.from);
  if (day === null) return 0;
  const [year, month] = day.split('-').map(Number);
  const fits = async (quantity: number) => {
    const request = monthAvailabilityRequest(
      { ...context, quantity },
      { year: year ?? 0, month: month ?? 1 },
    );
    const availability = await fetchAvailabilities(
      { ...request, startDate: day, endDate: day },
      signal,
    );
    const variable = context.product?.isVariableDuration === true;
    return findReturnedSlot(availability, slot, variable) !== undefined;
  };
  // Known: 0 fits (trivially), `refused` does not.
  let low = 0;
  let high = refused - 1;
  if (high >= 1 && (await fits(high))) return high;
  high -= 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (await fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}
