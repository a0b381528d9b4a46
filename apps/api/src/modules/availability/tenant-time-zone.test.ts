import { describe, expect, it } from 'vitest';
import {
  addTenantDays,
  formatTenantInstant,
  tenantDateOf,
  tenantDayStart,
  tenantWeekday,
} from './tenant-time-zone.ts';

describe('the tenant time zone (Asia/Riyadh, UTC+3 all year)', () => {
  it('starts a Riyadh day at 21:00 UTC the day before, in winter and in summer alike', () => {
    expect(tenantDayStart('2030-01-16')).toBe(Date.parse('2030-01-15T21:00:00Z'));
    expect(tenantDayStart('2030-07-16')).toBe(Date.parse('2030-07-15T21:00:00Z'));
  });

  it('refuses a date that does not exist or is not YYYY-MM-DD', () => {
    for (const text of ['2030-02-30', '2030-13-01', '16/01/2030', '2030-1-16', '']) {
      expect(tenantDayStart(text)).toBeNull();
    }
  });

  it('reads the Riyadh day and weekday of an instant', () => {
    expect(tenantDateOf(Date.parse('2030-01-15T20:59:59Z'))).toBe('2030-01-15');
    expect(tenantDateOf(Date.parse('2030-01-15T21:00:00Z'))).toBe('2030-01-16');
    expect(tenantWeekday('2030-01-18')).toBe(5); // a Friday
    expect(addTenantDays('2030-01-31', 1)).toBe('2030-02-01');
  });

  it('writes instants with the +03:00 offset', () => {
    expect(formatTenantInstant(Date.parse('2030-01-15T21:00:00Z'))).toBe(
      '2030-01-16T00:00:00+03:00',
    );
  });
});
