import type { WorkingPeriod } from '../../db/schema/index.ts';

const timePattern = /^([01]\d|2[0-4]):([0-5]\d)$/;

function minuteOfDay(time: string): number {
  const match = timePattern.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
  if (!(minutes >= 0 && minutes <= 24 * 60)) {
    // Hours come from the catalogue's own rows; a malformed one is a data fault, not bad input.
    throw new Error(`Malformed working time "${time}"`);
  }
  return minutes;
}

/**
 * A working period as minutes after the day's midnight, `[start, end)`; `24:00` is the end of
 * the day.
 *
 * @example
 * workingPeriodMinutes({ from: '09:00', to: '17:30' }); // { start: 540, end: 1050 }
 */
export function workingPeriodMinutes(period: WorkingPeriod): { start: number; end: number } {
  return { start: minuteOfDay(period.from), end: minuteOfDay(period.to) };
}
