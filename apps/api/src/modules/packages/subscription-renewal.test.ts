import { describe, expect, it } from 'vitest';
import { nextRenewal } from './subscription-renewal.ts';

const at = (text: string) => Date.parse(text);
const riyadh = 'Asia/Riyadh';

describe('nextRenewal', () => {
  it('renews a month or a year later on the tenant clock, same time of day', () => {
    expect(nextRenewal(at('2030-01-16T09:30:00+03:00'), 'month', riyadh)).toBe(
      at('2030-02-16T09:30:00+03:00'),
    );
    expect(nextRenewal(at('2030-01-16T09:30:00+03:00'), 'year', riyadh)).toBe(
      at('2031-01-16T09:30:00+03:00'),
    );
    expect(nextRenewal(at('2030-12-05T10:00:00+03:00'), 'month', riyadh)).toBe(
      at('2031-01-05T10:00:00+03:00'),
    );
  });

  it('counts months on the tenant day, not the UTC one', () => {
    // 01:00 on 1 March in Riyadh is still 28 February in UTC.
    expect(nextRenewal(at('2030-03-01T01:00:00+03:00'), 'month', riyadh)).toBe(
      at('2030-04-01T01:00:00+03:00'),
    );
  });

  it("falls back to the month's last day when the later month is shorter", () => {
    expect(nextRenewal(at('2030-01-31T00:00:00+03:00'), 'month', riyadh)).toBe(
      at('2030-02-28T00:00:00+03:00'),
    );
    expect(nextRenewal(at('2031-01-31T00:00:00+03:00'), 'month', riyadh)).toBe(
      at('2031-02-28T00:00:00+03:00'),
    );
    expect(nextRenewal(at('2032-01-31T00:00:00+03:00'), 'month', riyadh)).toBe(
      at('2032-02-29T00:00:00+03:00'),
    );
    expect(nextRenewal(at('2032-02-29T12:00:00+03:00'), 'year', riyadh)).toBe(
      at('2033-02-28T12:00:00+03:00'),
    );
  });

  it("keeps the time of day on the tenant's clock across a daylight-saving change", () => {
    // Berlin is UTC+1 in March before the 31st and UTC+2 after.
    expect(nextRenewal(at('2030-03-15T09:00:00+01:00'), 'month', 'Europe/Berlin')).toBe(
      at('2030-04-15T09:00:00+02:00'),
    );
  });
});
