import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeRange } from './format-date.ts';

describe('formatDate and formatDateTimeRange (dates per language, at the shop’s time)', () => {
  it('writes a booking’s day once with its time range, in Riyadh time', () => {
    expect(formatDateTimeRange('2030-03-05T06:00:00Z', '2030-03-05T07:00:00Z', 'en')).toBe(
      '5 Mar 2030, 09:00–10:00',
    );
  });

  it('writes Arabic with the Gregorian calendar and Western digits', () => {
    expect(formatDateTimeRange('2030-03-05T06:00:00Z', '2030-03-05T07:00:00Z', 'ar')).toBe(
      '5 مارس 2030، 9:00–10:00 ص',
    );
  });

  it('writes the start alone without an end, and a subscription start as a date', () => {
    expect(formatDateTimeRange('2030-03-05T06:00:00Z', null, 'en')).toBe('5 Mar 2030, 09:00');
    expect(formatDate('2030-03-05T22:00:00Z', 'en')).toBe('6 Mar 2030');
    expect(formatDate('2030-03-05T22:00:00Z', 'ar')).toBe('6 مارس 2030');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDateTimeRange('soon', null, 'en')).toBe('soon');
  });
});
