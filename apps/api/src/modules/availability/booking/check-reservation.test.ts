import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../../../db/schema/index.ts';
import { checkReservation, type ReservationToCheck } from './check-reservation.ts';
import type { BookedPlaces, SlotProvider, SlotRules } from '../slot-rules.ts';

const at = (time: string, date = '2030-01-15') => Date.parse(`${date}T${time}:00+03:00`);
const tuesday = (from: string, to: string): WeeklyHours =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => (day === 2 ? [{ from, to }] : []));

const noura: SlotProvider = { id: 'noura', weeklyHours: tuesday('09:00', '12:00'), geofence: null };
const huda: SlotProvider = { id: 'huda', weeklyHours: tuesday('10:00', '13:00'), geofence: null };
const rules: SlotRules = {
  productId: 'massage',
  isFullDayBooking: false,
  isVariableDuration: false,
  slotLengthMinutes: 60,
  capacityPerSlot: 2,
  timeZone: 'Asia/Riyadh',
};
const now = at('08:00');

function reservation(overrides: Partial<ReservationToCheck> = {}): ReservationToCheck {
  return {
    from: at('10:00'),
    to: at('11:00'),
    quantity: 1,
    providerIds: [],
    providerCount: 1,
    customerLocation: null,
    ...overrides,
  };
}

const booked = (providerId: string, quantity: number, productId = 'massage'): BookedPlaces => ({
  providerId,
  productId,
  startsAt: at('10:00'),
  endsAt: at('11:00'),
  quantity,
});

describe('checkReservation', () => {
  it('books the chosen provider, or picks free ones in the product order', () => {
    expect(
      checkReservation(rules, [noura, huda], [], reservation({ providerIds: ['huda'] }), now),
    ).toEqual({ ok: true, providerIds: ['huda'] });
    expect(checkReservation(rules, [noura, huda], [], reservation(), now)).toEqual({
      ok: true,
      providerIds: ['noura'],
    });
    expect(
      checkReservation(rules, [noura, huda], [booked('noura', 2)], reservation(), now),
    ).toEqual({ ok: true, providerIds: ['huda'] });
  });

  it('adds free providers to the chosen ones up to the provider count', () => {
    expect(
      checkReservation(
        rules,
        [noura, huda],
        [],
        reservation({ providerIds: ['huda'], providerCount: 2 }),
        now,
      ),
    ).toEqual({ ok: true, providerIds: ['huda', 'noura'] });
  });

  it('refuses a chosen provider without room, or too few free providers', () => {
    const bookings = [booked('huda', 2)];
    expect(
      checkReservation(rules, [noura, huda], bookings, reservation({ providerIds: ['huda'] }), now),
    ).toEqual({ ok: false, reason: 'providers', available: 0 });
    expect(
      checkReservation(rules, [noura, huda], bookings, reservation({ providerCount: 2 }), now),
    ).toEqual({ ok: false, reason: 'providers', available: 0 });
    expect(
      checkReservation(rules, [noura, huda], [], reservation({ providerIds: ['stranger'] }), now),
    ).toEqual({ ok: false, reason: 'providers', available: 0 });
  });

  it('needs the quantity free on each booked provider', () => {
    const bookings = [booked('noura', 1), booked('huda', 1)];
    expect(
      checkReservation(rules, [noura, huda], bookings, reservation({ quantity: 1 }), now),
    ).toEqual({ ok: true, providerIds: ['noura'] });
    expect(
      checkReservation(rules, [noura, huda], bookings, reservation({ quantity: 2 }), now),
    ).toEqual({ ok: false, reason: 'providers', available: 1 });
  });

  it('says how many places are still free when the quantity is more than that', () => {
    // Capacity 2: noura has 1 left, huda 2.
    const bookings = [booked('noura', 1)];
    expect(
      checkReservation(rules, [noura, huda], bookings, reservation({ quantity: 3 }), now),
    ).toEqual({ ok: false, reason: 'providers', available: 2 });
    // The chosen provider caps it.
    expect(
      checkReservation(
        rules,
        [noura, huda],
        bookings,
        reservation({ quantity: 2, providerIds: ['noura'] }),
        now,
      ),
    ).toEqual({ ok: false, reason: 'providers', available: 1 });
    // Two providers each need the quantity: the second most free is the limit.
    expect(
      checkReservation(
        rules,
        [noura, huda],
        bookings,
        reservation({ quantity: 2, providerCount: 2 }),
        now,
      ),
    ).toEqual({ ok: false, reason: 'providers', available: 1 });
  });

  it('refuses a reservation that has started', () => {
    expect(checkReservation(rules, [noura], [], reservation(), at('10:00') + 1)).toEqual({
      ok: false,
      reason: 'past',
    });
  });

  it('refuses times that are not a slot', () => {
    for (const [from, to] of [
      ['10:30', '11:30'], // off the grid
      ['10:00', '12:00'], // two slots of a fixed-duration product
      ['13:00', '14:00'], // nobody works
      ['11:00', '10:00'], // backwards
    ] as const) {
      expect(
        checkReservation(
          rules,
          [noura, huda],
          [],
          reservation({ from: at(from), to: at(to) }),
          now,
        ),
      ).toEqual({ ok: false, reason: 'slot' });
    }
  });

  it('takes consecutive slots of a variable-duration product when one provider is free in all', () => {
    const variable = { ...rules, isVariableDuration: true };
    expect(
      checkReservation(
        variable,
        [noura, huda],
        [],
        reservation({ from: at('09:00'), to: at('12:00') }),
        now,
      ),
    ).toEqual({ ok: true, providerIds: ['noura'] });
    // Nobody works 09:00–13:00 whole.
    expect(
      checkReservation(
        variable,
        [noura, huda],
        [],
        reservation({ from: at('09:00'), to: at('13:00') }),
        now,
      ),
    ).toEqual({ ok: false, reason: 'providers', available: 0 });
    expect(
      checkReservation(
        variable,
        [noura],
        [],
        reservation({ from: at('09:00'), to: at('10:30') }),
        now,
      ),
    ).toEqual({ ok: false, reason: 'slot' });
  });

  it('needs a location inside a geofenced provider’s area', () => {
    const fenced = {
      ...noura,
      geofence: { latitude: 24.7136, longitude: 46.6753, radiusMeters: 15_000 },
    };
    expect(checkReservation(rules, [fenced], [], reservation(), now)).toEqual({
      ok: false,
      reason: 'location',
    });
    expect(
      checkReservation(
        rules,
        [fenced],
        [],
        reservation({ customerLocation: { latitude: 21.4858, longitude: 39.1925 } }),
        now,
      ),
    ).toEqual({ ok: false, reason: 'location' });
    expect(
      checkReservation(
        rules,
        [fenced],
        [],
        reservation({ customerLocation: { latitude: 24.72, longitude: 46.68 } }),
        now,
      ),
    ).toEqual({ ok: true, providerIds: ['noura'] });
  });
});
