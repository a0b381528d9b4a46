export { intlLocale, otherDigits, pageDigits } from './intl-locale.ts';
export type { IntlCalendar } from './intl-locale.ts';
export {
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
