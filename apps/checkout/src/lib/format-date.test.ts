import { otherDigits } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeRange } from './format-date.ts';

const riyadh = 'Asia/Riyadh';

describe('formatDate and formatDateTimeRange (dates per language, at the shop’s time)', () => {
  it('writes a booking’s day once with its time range, in Riyadh time', () => {
    expect(formatDateTimeRange('2030-03-05T06:00:00Z', '2030-03-05T07:00:00Z', 'en', riyadh)).toBe(
      '5 Mar 2030, 09:00–10:00',
    );
  });

  it('writes Arabic with the Gregorian calendar and Western digits, the marker kept with its time', () => {
    expect(formatDateTimeRange('2030-03-05T06:00:00Z', '2030-03-05T07:00:00Z', 'ar', riyadh)).toBe(
      '5 مارس 2030، 9:00–10:00\u00a0ص',
    );
    // Across noon each end keeps its own marker; the range may still wrap at its dash.
    expect(formatDateTimeRange('2030-03-05T06:00:00Z', '2030-03-05T10:00:00Z', 'ar', riyadh)).toBe(
      '5 مارس 2030، 9:00\u00a0ص\u2009–\u20091:00\u00a0م',
    );
  });

  it('writes no digit of another system in either language, a year of dates and hours long', () => {
    for (const language of ['ar', 'en'] as const) {
      for (let hour = 0; hour < 24 * 365; hour += 7) {
        const from = new Date(Date.UTC(2030, 0, 1, hour)).toISOString();
        const to = new Date(Date.UTC(2030, 0, 1, hour + 2)).toISOString();
        expect(formatDate(from, language, riyadh)).not.toMatch(otherDigits);
        expect(formatDateTimeRange(from, to, language, riyadh)).not.toMatch(otherDigits);
      }
    }
  });

  it('writes the start alone without an end, and a subscription start as a date', () => {
    expect(formatDateTimeRange('2030-03-05T06:00:00Z', null, 'en', riyadh)).toBe(
      '5 Mar 2030, 09:00',
    );
    expect(formatDate('2030-03-05T22:00:00Z', 'en', riyadh)).toBe('6 Mar 2030');
    expect(formatDate('2030-03-05T22:00:00Z', 'ar', riyadh)).toBe('6 مارس 2030');
  });

  it('shows an unreadable value as it came', () => {
    expect(formatDate('soon', 'en', riyadh)).toBe('soon');
    expect(formatDateTimeRange('soon', null, 'en', riyadh)).toBe('soon');
  });

  it("writes a day and time on the tenant's clock, whichever zone it keeps", () => {
    expect(formatDateTimeRange('2030-03-05T06:00:00Z', null, 'en', 'Asia/Dubai')).toBe(
      '5 Mar 2030, 10:00',
    );
    expect(formatDate('2030-03-05T22:00:00Z', 'en', 'Europe/London')).toBe('5 Mar 2030');
  });
});
