import { tenantDayStart as dayStartIn } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import type { WeeklyHours } from '../../db/schema/index.ts';
import { computeAvailability, type AvailabilityRequest } from './compute-availability.ts';
import type { BookedPlaces, SlotProvider, SlotRules } from './slot-rules.ts';

const hour = 60 * 60_000;
const tenantDayStart = (date: string) => dayStartIn(date, 'Asia/Riyadh');
/** 2030-01-15 is a Tuesday (weekday 2); the 18th a Friday. */
const tuesday = tenantDayStart('2030-01-15') ?? 0;
const at = (time: string, date = '2030-01-15') => Date.parse(`${date}T${time}:00+03:00`);

const week = (days: Partial<Record<number, [string, string][]>>): WeeklyHours =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => (days[day] ?? []).map(([from, to]) => ({ from, to })));

const sundayToThursday = (from: string, to: string) =>
  week({ 0: [[from, to]], 1: [[from, to]], 2: [[from, to]], 3: [[from, to]], 4: [[from, to]] });

const noura: SlotProvider = {
  id: 'noura',
  weeklyHours: sundayToThursday('09:00', '12:00'),
  geofence: null,
};
const huda: SlotProvider = {
  id: 'huda',
  weeklyHours: week({ 2: [['10:00', '13:00']] }),
  geofence: null,
};

const timed: SlotRules = {
  productId: 'massage',
  isFullDayBooking: false,
  isVariableDuration: false,
  slotLengthMinutes: 60,
  capacityPerSlot: 1,
  timeZone: 'Asia/Riyadh',
};

function request(overrides: Partial<AvailabilityRequest> = {}): AvailabilityRequest {
  return {
    window: { from: tuesday, to: tuesday + 24 * hour },
    now: tuesday - 24 * hour,
    minQuantity: 1,
    minProvidersCount: 1,
    providerIds: [],
    customerLocation: null,
    ...overrides,
  };
}

const booked = (
  providerId: string,
  from: string,
  to: string,
  quantity = 1,
  productId = 'massage',
): BookedPlaces => ({ providerId, productId, startsAt: at(from), endsAt: at(to), quantity });

/** The slots as `HH:MM [providers]`, to compare at a glance. */
function summary(availability: ReturnType<typeof computeAvailability>): string[] {
  return availability.slots.map(
    (slot) => `${slot.from.slice(11, 16)} [${slot.availableProviderIds.join(',')}]`,
  );
}

describe('computeAvailability: timed slots', () => {
  it("cuts each provider's working hours into slots in Riyadh time (UTC+3)", () => {
    const availability = computeAvailability(timed, [noura, huda], [], request());
    expect(availability.isLocationApplicable).toBe(true);
    expect(summary(availability)).toEqual([
      '09:00 [noura]',
      '10:00 [noura,huda]',
      '11:00 [noura,huda]',
      '12:00 [huda]',
    ]);
    expect(availability.slots[0]).toEqual({
      from: '2030-01-15T09:00:00+03:00',
      to: '2030-01-15T10:00:00+03:00',
      availableProviderIds: ['noura'],
      maxConnectedTo: '2030-01-15T10:00:00+03:00',
    });
  });

  it('offers nothing on a day nobody works (Friday)', () => {
    const friday = tenantDayStart('2030-01-18') ?? 0;
    const availability = computeAvailability(
      timed,
      [noura, huda],
      [],
      request({ window: { from: friday, to: friday + 24 * hour } }),
    );
    expect(availability.slots).toEqual([]);
  });

  it('only cuts whole slots from a period (a 45-minute tail is no slot)', () => {
    const short = { ...noura, weeklyHours: week({ 2: [['09:00', '10:45']] }) };
    expect(summary(computeAvailability(timed, [short], [], request()))).toEqual(['09:00 [noura]']);
  });

  it('drops a provider from a slot an existing booking fills', () => {
    const availability = computeAvailability(
      timed,
      [noura, huda],
      [booked('noura', '10:00', '11:00')],
      request(),
    );
    expect(summary(availability)).toEqual([
      '09:00 [noura]',
      '10:00 [huda]',
      '11:00 [noura,huda]',
      '12:00 [huda]',
    ]);
  });

  it('counts the places left against the capacity and MinQuantity', () => {
    const group = { ...timed, capacityPerSlot: 3 };
    const bookings = [booked('noura', '10:00', '11:00', 2)];
    expect(
      summary(computeAvailability(group, [noura], bookings, request({ minQuantity: 1 }))),
    ).toEqual(['09:00 [noura]', '10:00 [noura]', '11:00 [noura]']);
    expect(
      summary(computeAvailability(group, [noura], bookings, request({ minQuantity: 2 }))),
    ).toEqual(['09:00 [noura]', '11:00 [noura]']);
    expect(computeAvailability(group, [noura], [], request({ minQuantity: 4 })).slots).toEqual([]);
  });

  it('treats a provider booked for another product as busy whatever the capacity', () => {
    const group = { ...timed, capacityPerSlot: 5 };
    const bookings = [booked('huda', '11:00', '12:00', 1, 'facial')];
    expect(summary(computeAvailability(group, [noura, huda], bookings, request()))).toEqual([
      '09:00 [noura]',
      '10:00 [noura,huda]',
      '11:00 [noura]',
      '12:00 [huda]',
    ]);
  });

  it('counts a booking spanning several slots in each of them', () => {
    const bookings = [booked('noura', '09:00', '11:00')];
    expect(summary(computeAvailability(timed, [noura], bookings, request()))).toEqual([
      '11:00 [noura]',
    ]);
  });

  it('needs MinProvidersCount providers free together', () => {
    expect(
      summary(computeAvailability(timed, [noura, huda], [], request({ minProvidersCount: 2 }))),
    ).toEqual(['10:00 [noura,huda]', '11:00 [noura,huda]']);
  });

  it('needs every chosen provider free (ProvidersIds)', () => {
    expect(
      summary(computeAvailability(timed, [noura, huda], [], request({ providerIds: ['huda'] }))),
    ).toEqual(['10:00 [noura,huda]', '11:00 [noura,huda]', '12:00 [huda]']);
    expect(
      computeAvailability(timed, [noura, huda], [], request({ providerIds: ['someone-else'] }))
        .slots,
    ).toEqual([]);
  });

  it('never offers a slot that has started (the injected now)', () => {
    expect(
      summary(computeAvailability(timed, [noura, huda], [], request({ now: at('10:30') }))),
    ).toEqual(['11:00 [noura,huda]', '12:00 [huda]']);
    // A slot starting exactly now is still offered.
    expect(
      summary(computeAvailability(timed, [noura, huda], [], request({ now: at('12:00') }))),
    ).toEqual(['12:00 [huda]']);
  });

  it('offers only slots starting within the window', () => {
    const window = { from: at('10:00'), to: at('12:00') };
    expect(summary(computeAvailability(timed, [noura, huda], [], request({ window })))).toEqual([
      '10:00 [noura,huda]',
      '11:00 [noura,huda]',
    ]);
  });

  it('serves a window of several days across a month end', () => {
    const from = tenantDayStart('2030-01-30') ?? 0; // a Wednesday
    const to = tenantDayStart('2030-02-04') ?? 0; // the Monday after
    const days = computeAvailability(timed, [noura], [], request({ window: { from, to } }))
      .slots.map((slot) => slot.from.slice(0, 10))
      .filter((day, index, all) => all.indexOf(day) === index);
    expect(days).toEqual(['2030-01-30', '2030-01-31', '2030-02-03']);
  });
});

describe('computeAvailability: variable duration (maxConnectedTo)', () => {
  const variable = { ...timed, isVariableDuration: true };

  it('reaches as far as consecutive slots keep a provider free', () => {
    const availability = computeAvailability(variable, [noura, huda], [], request());
    expect(availability.slots.map((slot) => slot.maxConnectedTo.slice(11, 16))).toEqual([
      '12:00', // noura 09–12
      '13:00', // 10:00 with huda, who works to 13:00
      '13:00',
      '13:00',
    ]);
  });

  it('stops at a booking and keeps the chosen providers', () => {
    const availability = computeAvailability(
      variable,
      [noura, huda],
      [booked('noura', '11:00', '12:00')],
      request({ providerIds: ['noura'] }),
    );
    expect(
      availability.slots.map(
        (slot) => `${slot.from.slice(11, 16)}→${slot.maxConnectedTo.slice(11, 16)}`,
      ),
    ).toEqual(['09:00→11:00', '10:00→11:00']);
  });

  it('reaches past the end of the window', () => {
    const availability = computeAvailability(
      variable,
      [noura],
      [],
      request({ window: { from: at('09:00'), to: at('10:00') } }),
    );
    expect(availability.slots).toHaveLength(1);
    expect(availability.slots[0]?.maxConnectedTo).toBe('2030-01-15T12:00:00+03:00');
  });
});

describe('computeAvailability: full-day products', () => {
  const fullDay: SlotRules = { ...timed, isFullDayBooking: true, productId: 'chalet' };
  const chalet: SlotProvider = {
    id: 'chalet',
    weeklyHours: sundayToThursday('00:00', '24:00'),
    geofence: null,
  };
  const window = { from: tuesday, to: tenantDayStart('2030-01-20') ?? 0 };

  it('offers one slot per working day, midnight to midnight in Riyadh', () => {
    const availability = computeAvailability(fullDay, [chalet], [], request({ window }));
    expect(availability.slots.map((slot) => [slot.from, slot.to])).toEqual([
      ['2030-01-15T00:00:00+03:00', '2030-01-16T00:00:00+03:00'],
      ['2030-01-16T00:00:00+03:00', '2030-01-17T00:00:00+03:00'],
      ['2030-01-17T00:00:00+03:00', '2030-01-18T00:00:00+03:00'],
    ]);
  });

  it('does not offer today once the day has begun, nor a booked day', () => {
    const availability = computeAvailability(
      fullDay,
      [chalet],
      [
        {
          providerId: 'chalet',
          productId: 'chalet',
          startsAt: at('00:00', '2030-01-16'),
          endsAt: at('00:00', '2030-01-17'),
          quantity: 1,
        },
      ],
      request({ window, now: at('08:00') }),
    );
    expect(availability.slots.map((slot) => slot.from.slice(0, 10))).toEqual(['2030-01-17']);
  });

  it('connects consecutive free days when the duration is variable', () => {
    const nights = { ...fullDay, isVariableDuration: true };
    const availability = computeAvailability(nights, [chalet], [], request({ window }));
    expect(availability.slots.map((slot) => slot.maxConnectedTo)).toEqual([
      '2030-01-18T00:00:00+03:00',
      '2030-01-18T00:00:00+03:00',
      '2030-01-18T00:00:00+03:00',
    ]);
  });
});

describe('computeAvailability: geofenced providers', () => {
  const riyadhCentre = { latitude: 24.7136, longitude: 46.6753 };
  const fahad: SlotProvider = {
    ...noura,
    id: 'fahad',
    geofence: { ...riyadhCentre, radiusMeters: 15_000 },
  };
  const khalid: SlotProvider = {
    ...huda,
    id: 'khalid',
    geofence: { latitude: 24.85, longitude: 46.65, radiusMeters: 8_000 },
  };

  it('is not applicable without a customer location, and offers nothing', () => {
    expect(computeAvailability(timed, [fahad, khalid], [], request())).toEqual({
      isLocationApplicable: false,
      slots: [],
    });
  });

  it('offers only the providers whose area holds the location', () => {
    const downtown = { latitude: 24.72, longitude: 46.68 };
    const availability = computeAvailability(
      timed,
      [fahad, khalid],
      [],
      request({ customerLocation: downtown }),
    );
    expect(availability.isLocationApplicable).toBe(true);
    expect(summary(availability)).toEqual(['09:00 [fahad]', '10:00 [fahad]', '11:00 [fahad]']);
  });

  it('is not applicable outside every area (Jeddah)', () => {
    const jeddah = { latitude: 21.4858, longitude: 39.1925 };
    expect(
      computeAvailability(timed, [fahad, khalid], [], request({ customerLocation: jeddah })),
    ).toEqual({ isLocationApplicable: false, slots: [] });
  });

  it('ignores the location when no provider is geofenced', () => {
    const jeddah = { latitude: 21.4858, longitude: 39.1925 };
    const availability = computeAvailability(
      timed,
      [noura],
      [],
      request({ customerLocation: jeddah }),
    );
    expect(availability.isLocationApplicable).toBe(true);
    expect(availability.slots).toHaveLength(3);
  });
});
