import type { Language } from '@storefront/contracts';
import {
  dayLabelRest,
  gregorianDay,
  hijriDayMonth,
  monthTitle,
  monthWeeks,
  weekdayNames,
} from './calendar-days.ts';

/** Props of {@link Calendar}. */
export interface CalendarProps {
  /** The month shown; `month` is 1 to 12. */
  year: number;
  month: number;
  language: Language;
  /** Whether a `YYYY-MM-DD` date can be chosen; the others are disabled. */
  isAvailable: (date: string) => boolean;
  /** The chosen date, or null. */
  selected: string | null;
  onSelect: (date: string) => void;
  /** Moves by `delta` months (-1 or 1). */
  onMonthChange: (delta: number) => void;
  /** Whether the previous month may be shown (not before the current one). */
  canGoBack: boolean;
  /** Disables every control while the month's days are loading. */
  busy?: boolean;
  labels: { previousMonth: string; nextMonth: string; caption: string };
}

/**
 * A month of days with the Hijri (Umm al-Qura) date under each Gregorian one, from `Intl` with no
 * date library (docs/decisions: the calendar needs none), in the pages' Western digits
 * (docs/decisions/0026-digits.md). Days are native buttons: Tab and Enter choose one, a disabled
 * day has no availability.
 *
 * @example
 * <Calendar year={2026} month={11} language="ar" isAvailable={(d) => days.has(d)} selected={null}
 *   onSelect={choose} onMonthChange={move} canGoBack labels={…} />
 */
export function Calendar({
  year,
  month,
  language,
  isAvailable,
  selected,
  onSelect,
  onMonthChange,
  canGoBack,
  busy = false,
  labels,
}: CalendarProps) {
  const titleId = `calendar-title-${String(year)}-${String(month)}`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="min-h-10 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:text-slate-400"
          onClick={() => onMonthChange(-1)}
          disabled={!canGoBack || busy}
        >
          <span aria-hidden="true" className="rtl:rotate-180 inline-block">
            ‹
          </span>{' '}
          {labels.previousMonth}
        </button>
        <h3
          id={titleId}
          aria-live="polite"
          className="text-center text-sm font-bold text-slate-900"
        >
          {monthTitle(year, month, language)}
        </h3>
        <button
          type="button"
          className="min-h-10 rounded-lg border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:text-slate-400"
          onClick={() => onMonthChange(1)}
          disabled={busy}
        >
          {labels.nextMonth}{' '}
          <span aria-hidden="true" className="rtl:rotate-180 inline-block">
            ›
          </span>
        </button>
      </div>
      <table className="w-full table-fixed border-collapse text-center" aria-labelledby={titleId}>
        <caption className="sr-only">{labels.caption}</caption>
        <thead>
          <tr>
            {weekdayNames(language).map((name) => (
              <th
                key={name.long}
                scope="col"
                abbr={name.long}
                className="pb-1 text-xs font-medium text-slate-600"
              >
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week) => (
            <tr key={week.find((cell) => cell !== null)?.date}>
              {week.map((cell, index) =>
                cell === null ? (
                  <td key={`blank-${String(index)}`} />
                ) : (
                  <td key={cell.date} className="p-0.5">
                    <DayButton
                      date={cell.date}
                      language={language}
                      available={isAvailable(cell.date) && !busy}
                      selected={selected === cell.date}
                      onSelect={onSelect}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DayButton({
  date,
  language,
  available,
  selected,
  onSelect,
}: {
  date: string;
  language: Language;
  available: boolean;
  selected: boolean;
  onSelect: (date: string) => void;
}) {
  const look = selected
    ? 'bg-emerald-700 text-white'
    : available
      ? 'bg-white text-slate-900 hover:bg-emerald-50 border border-slate-300'
      : 'bg-slate-100 text-slate-500';
  return (
    // The name is the visible text, Hijri date included (WCAG 2.5.3 Label in Name: a speech user
    // says what they see), then only what it leaves out: the date is said once.
    <button
      type="button"
      data-date={date}
      aria-pressed={selected}
      disabled={!available}
      onClick={() => onSelect(date)}
      className={`flex min-h-12 w-full flex-col items-center justify-center rounded-md px-0.5 py-1 leading-tight focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 disabled:cursor-not-allowed ${look}`}
    >
      <span className="text-sm font-semibold">{gregorianDay(date, language)}</span>{' '}
      <span
        className={`text-xs ${selected ? 'text-white' : available ? 'text-slate-600' : 'text-slate-500'}`}
      >
        {hijriDayMonth(date, language)}
      </span>
      <span className="sr-only">
        {language === 'ar' ? '، ' : ', '}
        {dayLabelRest(date, language)}
      </span>
    </button>
  );
}
