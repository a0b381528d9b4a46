import { describe, expect, it } from 'vitest';
import { availableDates, reachableEnds, shopTime, slotsOn } from './slot-days.ts';

const slot = (from: string, to: string, maxConnectedTo = to) => ({
  from,
  to,
  availableProviderIds: ['p1'],
  maxConnectedTo,
});

describe('slot days', () => {
  const nine = slot(
    '2026-11-25T09:00:00+03:00',
    '2026-11-25T10:00:00+03:00',
    '2026-11-25T12:00:00+03:00',
  );
  const ten = slot(
    '2026-11-25T10:00:00+03:00',
    '2026-11-25T11:00:00+03:00',
    '2026-11-25T12:00:00+03:00',
  );
  const eleven = slot('2026-11-25T11:00:00+03:00', '2026-11-25T12:00:00+03:00');
  // 00:30 at the shop is still the previous evening in UTC: the shop's day counts.
  const lateNight = slot('2026-11-26T00:30:00+03:00', '2026-11-26T01:30:00+03:00');
  const availabilities = { isLocationApplicable: true, slots: [ten, lateNight, nine, eleven] };

  it('reads days in the shop’s time zone and sorts a day’s slots', () => {
    expect([...availableDates(availabilities)].sort()).toEqual(['2026-11-25', '2026-11-26']);
    expect(slotsOn(availabilities, '2026-11-25')).toEqual([nine, ten, eleven]);
    expect(slotsOn(availabilities, '2026-11-26')).toEqual([lateNight]);
    expect(slotsOn(availabilities, null)).toEqual([]);
  });

  it('shows times at the shop in Western digits, the Arabic marker joined to its time', () => {
    expect(shopTime(lateNight.from, 'en', 'Asia/Riyadh')).toBe('00:30');
    // A no-break space: "ص" never starts a line alone (docs/decisions/0026-digits.md).
    expect(shopTime(nine.from, 'ar', 'Asia/Riyadh')).toBe('09:00\u00a0ص');
    expect(shopTime(lateNight.from, 'ar', 'Asia/Riyadh')).toBe('12:30\u00a0ص');
  });

  it('offers a variable booking the ends its start can reach', () => {
    expect(reachableEnds([nine, ten, eleven], nine)).toEqual([nine.to, ten.to, eleven.to]);
    expect(reachableEnds([nine, ten, eleven], eleven)).toEqual([eleven.to]);
  });
});
