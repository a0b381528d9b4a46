import { availabilityWindow } from './availability-window.ts';
import type { ReservationMachineContext } from './reservation-context.ts';
import type { FetchAvailabilitiesInput, ReservationEffects } from './reservation-effects.ts';
import { requestedProviderIds } from './reservation-slot-providers.ts';

/** A calendar month, `month` 1 to 12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** How many months after the displayed one are searched for free times. */
export const freeMonthLookAhead = 3;

/**
 * The availability request of the flow's current choice (price, quantity, providers, location)
 * for a whole month: what the flow would ask if that month were displayed.
 */
export function monthAvailabilityRequest(
  context: Pick<
    ReservationMachineContext,
    | 'product'
    | 'priceId'
    | 'quantity'
    | 'selectedProviderCount'
    | 'selectedProviderIds'
    | 'customerLocation'
  >,
  { year, month }: CalendarMonth,
): FetchAvailabilitiesInput {
  return {
    productId: context.product?.id ?? '',
    priceId: context.priceId ?? '',
    ...availabilityWindow(year, month, null),
    quantity: context.quantity,
    providerCount: context.selectedProviderCount,
    providersIds: requestedProviderIds(context.product, context.selectedProviderIds),
    customerLocation: context.customerLocation,
  };
}

/**
 * The first of the `freeMonthLookAhead` months after `after` that has free times for the flow's
 * current choice, or null when none has: a widget suggests another month only when it has free
 * times (docs/product/widgets.md).
 *
 * @example
 * await nextMonthWithFreeTimes(effects.fetchAvailabilities, context, { year: 2026, month: 11 }, signal);
 * // { year: 2026, month: 12 }, or null
 */
export async function nextMonthWithFreeTimes(
  fetchAvailabilities: ReservationEffects['fetchAvailabilities'],
  context: Parameters<typeof monthAvailabilityRequest>[0],
  after: CalendarMonth,
  signal: AbortSignal,
): Promise<CalendarMonth | null> {
  for (let ahead = 1; ahead <= freeMonthLookAhead; ahead += 1) {
    // Date.UTC rolls month 13 over to January of the next year.
    const first = new Date(Date.UTC(after.year, after.month - 1 + ahead, 1));
    const candidate = { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1 };
    const availability = await fetchAvailabilities(
      monthAvailabilityRequest(context, candidate),
      signal,
    );
    if (availability.isLocationApplicable && availability.slots.length > 0) return candidate;
  }
  return null;
}
