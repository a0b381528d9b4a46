import { freeSlots } from '../free-slots.ts';
import type { GeoPoint } from '../geofence.ts';
import { providersServing } from '../geofence.ts';
import {
  maxBookingSpanMs,
  slotLengthMs,
  type BookedPlaces,
  type SlotProvider,
  type SlotRules,
} from '../slot-rules.ts';

/** A reservation to check against availability, instants in ms. */
export interface ReservationToCheck {
  from: number;
  to: number;
  /** Places taken on each provider (at least 1). */
  quantity: number;
  /** Providers the customer chose; every one must be free. */
  providerIds: readonly string[];
  /** How many providers to book (at least 1); free ones are added to the chosen ones. */
  providerCount: number;
  customerLocation: GeoPoint | null;
}

/** Why a reservation cannot be booked. */
export type ReservationRefusal = 'past' | 'slot' | 'location' | 'providers';

/**
 * The providers to book, or why not. A `providers` refusal says how many places each of enough
 * providers still has (`available`, 0 when none): a smaller quantity would fit when it is above 0.
 */
export type ReservationCheck =
  | { ok: true; providerIds: string[] }
  | { ok: false; reason: Exclude<ReservationRefusal, 'providers'> }
  | { ok: false; reason: 'providers'; available: number };

/**
 * Whether a reservation can be booked now, by the same slots availability offers: it has not
 * started; it is one slot, or (variable duration) whole consecutive slots up to the longest span;
 * the location is served (geofenced products); and enough providers have `quantity` places left in
 * every slot of it — the chosen ones first, then free ones in the product's order, to
 * `max(providerCount, chosen)`.
 *
 * @example
 * const check = checkReservation(rules, providers, bookings, reservation, clock.now().getTime());
 * if (!check.ok) throw new ApiError(409, 'ITEM_NOT_AVAILABLE', { details: check.reason });
 */
export function checkReservation(
  rules: SlotRules,
  providers: readonly SlotProvider[],
  bookings: readonly BookedPlaces[],
  reservation: ReservationToCheck,
  now: number,
): ReservationCheck {
  const { from, to } = reservation;
  if (from < now) return { ok: false, reason: 'past' };
  const length = to - from;
  const wholeSlots = rules.isVariableDuration
    ? length > 0 && length % slotLengthMs(rules) === 0 && length <= maxBookingSpanMs(rules)
    : length === slotLengthMs(rules);
  if (!wholeSlots) return { ok: false, reason: 'slot' };

  const serving = providersServing(providers, reservation.customerLocation);
  if (!serving.isLocationApplicable) return { ok: false, reason: 'location' };

  const slots = new Map(
    freeSlots(rules, serving.providers, bookings, { from, to }).map((slot) => [slot.from, slot]),
  );
  const free = new Map(serving.providers.map((provider) => [provider.id, Number.MAX_VALUE]));
  for (let start = from; start < to;) {
    const slot = slots.get(start);
    if (!slot) return { ok: false, reason: 'slot' };
    for (const [id, places] of free) free.set(id, Math.min(places, slot.freePlaces.get(id) ?? 0));
    start = slot.to;
  }

  const freeIds = [...free]
    .filter(([, places]) => places >= reservation.quantity)
    .map(([id]) => id);
  const chosen = [...new Set(reservation.providerIds)];
  const count = Math.max(reservation.providerCount, chosen.length);
  const refused = {
    ok: false,
    reason: 'providers',
    available: placesLeft(free, chosen, count),
  } as const;
  if (!chosen.every((id) => freeIds.includes(id))) return refused;
  const booked = [...chosen, ...freeIds.filter((id) => !chosen.includes(id))].slice(0, count);
  if (booked.length < count) return refused;
  return { ok: true, providerIds: booked };
}

/**
 * The largest quantity that could be booked: every chosen provider, and `count` providers in all,
 * must have that many places left (the `count`-th most any provider has, capped by the chosen).
 */
function placesLeft(
  free: ReadonlyMap<string, number>,
  chosen: readonly string[],
  count: number,
): number {
  const most = [...free.values()].sort((a, b) => b - a)[count - 1] ?? 0;
  const ofChosen = chosen.map((id) => free.get(id) ?? 0);
  return Math.min(most, ...ofChosen);
}
