import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarWeekday,
  defaultTenantTimeZone,
  knownTimeZoneOr,
  minutesOfDay,
  formatTenantInstant,
  isKnownTimeZone,
  tenantDateOf,
  tenantDayStart,
  tenantInstant,
  zoneOffsetMinutes,
} from './tenant-clock.ts';

describe('tenant clock', () => {
  it('reads Riyadh as UTC+3 all year', () => {
    expect(defaultTenantTimeZone).toBe('Asia/Riyadh');
    expect(zoneOffsetMinutes(Date.parse('2030-01-16T06:00:00Z'), 'Asia/Riyadh')).toBe(180);
    expect(zoneOffsetMinutes(Date.parse('2030-07-16T06:00:00.250Z'), 'Asia/Riyadh')).toBe(180);
  });

  it('turns a tenant day into its first instant and back', () => {
    expect(tenantDayStart('2030-01-16', 'Asia/Riyadh')).toBe(Date.parse('2030-01-15T21:00:00Z'));
    expect(tenantDateOf(Date.parse('2030-01-15T22:00:00Z'), 'Asia/Riyadh')).toBe('2030-01-16');
    expect(tenantDateOf(Date.parse('2030-01-15T20:59:59Z'), 'Asia/Riyadh')).toBe('2030-01-15');
    expect(tenantInstant('2030-01-16', 9 * 60, 'Asia/Riyadh')).toBe(
      Date.parse('2030-01-16T06:00:00Z'),
    );
  });

  it('knows today in the shop’s time zone', () => {
    expect(tenantDateOf(Date.parse('2026-11-24T22:00:00Z'), 'Asia/Riyadh')).toBe('2026-11-25');
    expect(tenantDateOf(Date.parse('2026-11-24T22:00:00Z'), 'UTC')).toBe('2026-11-24');
  });

  it('refuses a day that is not a real date', () => {
    expect(tenantDayStart('2030-02-30', 'Asia/Riyadh')).toBeNull();
    expect(tenantDayStart('16/01/2030', 'Asia/Riyadh')).toBeNull();
  });

  it('follows a zone with daylight saving time across its clock changes', () => {
    // Berlin moves from UTC+1 to UTC+2 at 01:00 UTC on 31 March 2030.
    expect(tenantDayStart('2030-03-31', 'Europe/Berlin')).toBe(Date.parse('2030-03-30T23:00:00Z'));
    expect(tenantInstant('2030-03-31', 12 * 60, 'Europe/Berlin')).toBe(
      Date.parse('2030-03-31T10:00:00Z'),
    );
    // 02:30 does not exist that day: the clock reads 03:30 at that instant.
    expect(
      formatTenantInstant(tenantInstant('2030-03-31', 150, 'Europe/Berlin')!, 'Europe/Berlin'),
    ).toBe('2030-03-31T03:30:00+02:00');
    expect(tenantDayStart('2030-07-01', 'Europe/Berlin')).toBe(Date.parse('2030-06-30T22:00:00Z'));
  });

  it('writes an instant with the offset the zone has then', () => {
    expect(formatTenantInstant(Date.parse('2030-01-16T06:00:00Z'), 'Asia/Riyadh')).toBe(
      '2030-01-16T09:00:00+03:00',
    );
    expect(formatTenantInstant(Date.parse('2030-01-16T06:00:00Z'), 'America/New_York')).toBe(
      '2030-01-16T01:00:00-05:00',
    );
  });

  it('knows which zone names the runtime has', () => {
    expect(isKnownTimeZone('Asia/Riyadh')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
  });

  it('reads an unknown stored zone as the default one', () => {
    expect(knownTimeZoneOr('Europe/Berlin')).toBe('Europe/Berlin');
    expect(knownTimeZoneOr('Mars/Olympus')).toBe('Asia/Riyadh');
  });

  it('counts calendar days and weekdays, and the minutes of a wall-clock day', () => {
    expect(addCalendarDays('2030-01-31', 1)).toBe('2030-02-01');
    expect(addCalendarDays('2030-03-01', -1)).toBe('2030-02-28');
    expect(calendarWeekday('2030-01-18')).toBe(5); // a Friday
    expect(minutesOfDay(Date.parse('2030-01-16T06:00:00Z'), 'Asia/Riyadh')).toBe(540);
    expect(minutesOfDay(Date.parse('2030-01-15T21:00:00Z'), 'Asia/Riyadh')).toBe(0);
    expect(minutesOfDay(Date.parse('2030-07-01T10:30:00Z'), 'Europe/Berlin')).toBe(750);
  });
});
