import { describe, expect, it } from 'vitest';
import { firstFreeDay } from './reservation-first-free-day.ts';
import { testSlot } from '../testing/product-fixtures.ts';

const availabilities = {
  isLocationApplicable: true,
  slots: [
    testSlot('2026-11-30T09:00:00+03:00', '2026-11-30T10:00:00+03:00'),
    testSlot('2026-11-28T09:00:00+03:00', '2026-11-28T10:00:00+03:00'),
    testSlot('2026-12-01T09:00:00+03:00', '2026-12-01T10:00:00+03:00'),
  ],
};

describe('firstFreeDay (the calendar opens on the first day with free times)', () => {
  it("moves off a day without free times to the month's first day with some", () => {
    expect(firstFreeDay(availabilities, 2026, 11, 26)).toBe(28);
  });
  it('keeps a day that has free times', () => {
    expect(firstFreeDay(availabilities, 2026, 11, 30)).toBe(30);
  });
  it('keeps the day shown when the month has no free time (a later month is suggested instead)', () => {
    expect(firstFreeDay(availabilities, 2026, 10, 26)).toBe(26);
    expect(firstFreeDay(null, 2026, 11, null)).toBeNull();
  });
});
