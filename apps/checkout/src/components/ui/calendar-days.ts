import { intlLocale, type Language } from '@storefront/contracts';

/** One cell of a month grid: a date of the month, or a blank before the first day. */
export type CalendarCell = { date: string; day: number } | null;

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a day of a month (month 1 to 12). */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year)}-${pad(month)}-${pad(day)}`;
}

/**
 * The weeks of a month, Sunday first (the Saudi week), blanks before the first day and after the
 * last. Computed in UTC, so the browser's own time zone never shifts a day.
 *
 * @example
 * monthWeeks(2026, 11)[0]; // [{ date: '2026-11-01', day: 1 }, …] (1 Nov 2026 is a Sunday)
 */
export function monthWeeks(year: number, month: number): CalendarCell[][] {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: CalendarCell[] = Array.from({ length: firstWeekday }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push({ date: isoDate(year, month, day), day });
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: CalendarCell[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

// The pages' locale tags, with the digits of the rest of the page (docs/decisions/0026-digits.md).
const gregorianLocale = (language: Language) => intlLocale(language, 'gregory');
const hijriLocale = (language: Language) => intlLocale(language, 'islamic-umalqura');

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl's formatters are costly to build; one per locale and options. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, made);
  }
  return made;
}

const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** The day number of a date in the page's digits (`24`). */
export function gregorianDay(date: string, language: Language): string {
  return formatter(gregorianLocale(language), { day: 'numeric' }).format(utcNoon(date));
}

/** The Hijri (Umm al-Qura) day and short month of a date, e.g. `3 جمادى الآخرة`. */
export function hijriDayMonth(date: string, language: Language): string {
  return formatter(hijriLocale(language), { day: 'numeric', month: 'short' }).format(utcNoon(date));
}

/**
 * What a day's accessible name adds to its visible text (the day and the Hijri day and month):
 * the weekday, the Gregorian month and year, and the Hijri year, so the name says the date once,
 * visible text first (WCAG 2.5.3 Label in Name) — "20 16 Ram., Sunday, January 2030, 1451 AH".
 *
 * @example
 * dayLabelRest('2030-01-20', 'en'); // 'Sunday, January 2030, 1451 AH'
 */
export function dayLabelRest(date: string, language: Language): string {
  const at = utcNoon(date);
  const weekday = formatter(gregorianLocale(language), { weekday: 'long' }).format(at);
  const monthYear = formatter(gregorianLocale(language), { month: 'long', year: 'numeric' }).format(
    at,
  );
  const hijriYear = formatter(hijriLocale(language), { year: 'numeric' }).format(at);
  return [weekday, monthYear, hijriYear].join(language === 'ar' ? '، ' : ', ');
}

/**
 * A month's Gregorian title with the Hijri months it spans, e.g.
 * `November 2026 · Jumada I – Jumada II 1448 AH`. Each of the three parts is one unbreakable run
 * (no-break spaces), so a narrow title wraps only after "·" or "–": never inside a month's name
 * ("Jumada | I") or between a year and its era ("1448 | هـ").
 */
export function monthTitle(year: number, month: number, language: Language): string {
  const first = isoDate(year, month, 1);
  const last = isoDate(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
  const gregorian = formatter(gregorianLocale(language), { month: 'long', year: 'numeric' }).format(
    utcNoon(first),
  );
  const hijriMonth = formatter(hijriLocale(language), { month: 'long' }).format(utcNoon(first));
  const hijriYear = formatter(hijriLocale(language), { month: 'long', year: 'numeric' }).format(
    utcNoon(last),
  );
  // A separator ends its line ("November 2026 ·"), never starts the next one.
  return [gregorian, '\u00a0· ', hijriMonth, '\u00a0– ', hijriYear]
    .map((part, index) => (index % 2 === 0 ? part.replace(/ /g, '\u00a0') : part))
    .join('');
}

/** The short weekday names, Sunday first, for the grid's column headers. */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  // 4 Jan 2026 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const date = utcNoon(isoDate(2026, 1, 4 + index));
    return {
      short: formatter(gregorianLocale(language), { weekday: 'short' }).format(date),
      long: formatter(gregorianLocale(language), { weekday: 'long' }).format(date),
    };
  });
}
