import { describe, expect, it } from 'vitest';
import { calendarDateOf, toCalendarDate } from './calendar-date.ts';

describe('calendar dates', () => {
  it('reads the date an ISO text is written on, whatever its offset', () => {
    expect(calendarDateOf('2025-03-10T00:00:00+03:00')).toBe('2025-03-10');
    expect(calendarDateOf('2025-03-09T21:00:00Z')).toBe('2025-03-09');
    expect(calendarDateOf('2025-03-10')).toBe('2025-03-10');
  });
  it('refuses texts that are not dates, and dates that do not exist', () => {
    expect(calendarDateOf('tomorrow')).toBeNull();
    expect(calendarDateOf('2025-02-30')).toBeNull();
    expect(calendarDateOf('2025-13-01')).toBeNull();
  });
  it('gives the UTC date of an instant', () => {
    expect(toCalendarDate(Date.UTC(2025, 2, 31, 23, 59))).toBe('2025-03-31');
  });
});
