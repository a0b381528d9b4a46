import {
  addCalendarDays,
  localize,
  tenantDayStart,
  validationMessage,
  type Language,
  type LocalizedText,
} from '@storefront/contracts';
import { ApiError } from '../../errors/api-error.ts';
import { parseInstant } from '../catalog/parse-instant.ts';

/**
 * The widest window one availability call reads: two months, so the checkout's month window
 * widened to a start date in the month before (docs/product/validation.md) fits, while a request
 * cannot make the server cut years of slots.
 */
export const maxWindowDays = 62;

const tooLong: LocalizedText = {
  en: `The date range may span at most ${maxWindowDays} days.`,
  ar: `يجب ألا يتجاوز نطاق التاريخ ${maxWindowDays} يومًا.`,
};

const dayLengthMs = 86_400_000;

const bound = (text: string, inclusiveEnd: boolean, timeZone: string): number | null => {
  const dayStart = tenantDayStart(text, timeZone);
  if (dayStart === null) return parseInstant(text);
  // The end day is included: the window ends where the next day starts on the tenant's clock.
  return inclusiveEnd ? tenantDayStart(addCalendarDays(text, 1), timeZone) : dayStart;
};

/**
 * The instants `[from, to)` a window of `startDate` and `endDate` covers. Dates (`YYYY-MM-DD`)
 * are whole days in the tenant's time zone (`timeZone`), the end day included; date-times are taken as given.
 * Throws 400 `VALIDATION_ERROR` when either is malformed, the end is not after the start, or the
 * window spans more than {@link maxWindowDays} days.
 *
 * @example
 * availabilityWindow('2030-01-01', '2030-01-31', 'en', 'Asia/Riyadh'); // all of January in Riyadh
 */
export function availabilityWindow(
  startDate: string,
  endDate: string,
  language: Language,
  timeZone: string,
  members: { start: string; end: string } = { start: 'startDate', end: 'endDate' },
): { from: number; to: number } {
  const invalid = (member: string, message: string) =>
    new ApiError(400, 'VALIDATION_ERROR', { validationErrors: [{ message, members: [member] }] });
  const from = bound(startDate, false, timeZone);
  const to = bound(endDate, true, timeZone);
  const notValid = validationMessage('validation.invalid', language);
  if (from === null) throw invalid(members.start, notValid);
  if (to === null || to <= from) throw invalid(members.end, notValid);
  if (to - from > maxWindowDays * dayLengthMs) {
    throw invalid(members.end, localize(tooLong, language));
  }
  return { from, to };
}
