import {
  formatTenantInstant,
  type Availability,
  type AvailabilitySlot,
} from '@storefront/contracts';
import { freeSlots, type FreeSlot } from './free-slots.ts';
import type { GeoPoint } from './geofence.ts';
import { providersServing } from './geofence.ts';
import {
  maxBookingSpanMs,
  type BookedPlaces,
  type SlotProvider,
  type SlotRules,
} from './slot-rules.ts';

/** What a customer asks availability for. */
export interface AvailabilityRequest {
  /** Slots starting in `[from, to)`, ms. */
  window: { from: number; to: number };
  /** Slots starting before now are never offered. */
  now: number;
  /** Places each provider must have left (at least 1). */
  minQuantity: number;
  /** Providers that must be free together (at least 1). */
  minProvidersCount: number;
  /** Providers the customer chose: every one must be free. Empty: any provider. */
  providerIds: readonly string[];
  /** Needed when the product's providers are geofenced. */
  customerLocation: GeoPoint | null;
}

/**
 * The span whose slots (and so bookings) availability reads: the window, plus, for a
 * variable-duration product, the longest booking past its end, so `maxConnectedTo` can reach
 * into the next month.
 */
export function availabilitySpan(
  rules: SlotRules,
  window: { from: number; to: number },
): { from: number; to: number } {
  return {
    from: window.from,
    to: window.to + (rules.isVariableDuration ? maxBookingSpanMs(rules) : 0),
  };
}

const isSubset = (needed: readonly string[], within: ReadonlySet<string>) =>
  needed.every((id) => within.has(id));

/**
 * A product's bookable slots (`GET /api/app/reservation-v2/availabilities`): each slot cut from
 * the working hours of the providers serving the customer's location, offered when it has not
 * started, every chosen provider is free in it, and at least `minProvidersCount` providers have
 * `minQuantity` places left. `availableProviderIds` lists those providers. `maxConnectedTo` is the
 * latest end reachable through consecutive offered slots with the same providers free (a
 * variable-duration booking's longest end; a fixed slot's own end).
 *
 * @example
 * computeAvailability(rules, providers, bookings, {
 *   window: { from, to }, now: clock.now().getTime(), minQuantity: 1, minProvidersCount: 1,
 *   providerIds: [], customerLocation: null,
 * });
 */
export function computeAvailability(
  rules: SlotRules,
  providers: readonly SlotProvider[],
  bookings: readonly BookedPlaces[],
  request: AvailabilityRequest,
): Availability {
  const serving = providersServing(providers, request.customerLocation);
  if (!serving.isLocationApplicable) return { isLocationApplicable: false, slots: [] };

  const slots = freeSlots(
    rules,
    serving.providers,
    bookings,
    availabilitySpan(rules, request.window),
  );
  const eligible = new Map<number, { slot: FreeSlot; providerIds: Set<string> }>();
  for (const slot of slots) {
    const providerIds = new Set(
      [...slot.freePlaces].filter(([, places]) => places >= request.minQuantity).map(([id]) => id),
    );
    const offered =
      slot.from >= request.now &&
      isSubset(request.providerIds, providerIds) &&
      providerIds.size >= request.minProvidersCount;
    if (offered) eligible.set(slot.from, { slot, providerIds });
  }

  const latestConnectedEnd = (start: { slot: FreeSlot; providerIds: Set<string> }): number => {
    const limit = start.slot.from + maxBookingSpanMs(rules);
    let end = start.slot.to;
    let together = start.providerIds;
    for (let next = eligible.get(end); next && next.slot.to <= limit; next = eligible.get(end)) {
      const still = new Set([...together].filter((id) => next?.providerIds.has(id)));
      if (!isSubset(request.providerIds, still) || still.size < request.minProvidersCount) break;
      together = still;
      end = next.slot.to;
    }
    return end;
  };

  const offered: AvailabilitySlot[] = [];
  for (const entry of eligible.values()) {
    const { slot, providerIds } = entry;
    if (slot.from < request.window.from || slot.from >= request.window.to) continue;
    offered.push({
      from: formatTenantInstant(slot.from, rules.timeZone),
      to: formatTenantInstant(slot.to, rules.timeZone),
      availableProviderIds: serving.providers
        .map((provider) => provider.id)
        .filter((id) => providerIds.has(id)),
      maxConnectedTo: formatTenantInstant(
        rules.isVariableDuration ? latestConnectedEnd(entry) : slot.to,
        rules.timeZone,
      ),
    });
  }
  return { isLocationApplicable: true, slots: offered };
}
