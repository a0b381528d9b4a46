import { intlLocale, type Language } from '@storefront/contracts';
import type { CalendarMonth } from '@storefront/sdk';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';

/** Props of {@link NoFreeTimesNotice}. */
export interface NoFreeTimesNoticeProps {
  /** Looks for the next month with free times for the current choice (null: none). */
  find: (signal: AbortSignal) => Promise<CalendarMonth | null>;
  /** Takes a found month first; true when it handled it (the first load opens on it). */
  onFound: (month: CalendarMonth) => boolean;
  onShowMonth: (month: CalendarMonth) => void;
  quantity: number;
  language: Language;
}

/** A month's name and year, for "Show free times in {month}". */
function monthName({ year, month }: CalendarMonth, language: Language): string {
  // One digit system per language (docs/decisions/0026-digits.md): the year in Western digits.
  return new Intl.DateTimeFormat(intlLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * What the calendar says when the displayed month has no free time (docs/product/widgets.md): it
 * suggests another month only when one has free times, and says so plainly when none has. Mount
 * it per month and choice (a `key`): each asks once.
 *
 * @example
 * <NoFreeTimesNotice key={choiceKey} find={find} onFound={() => false} onShowMonth={show} quantity={2} language="en" />
 */
export function NoFreeTimesNotice({
  find,
  onFound,
  onShowMonth,
  quantity,
  language,
}: NoFreeTimesNoticeProps) {
  const { t } = useTranslation();
  const [next, setNext] = useState<CalendarMonth | null | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    find(controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        if (found === null || !onFound(found)) setNext(found);
      },
      () => {
        if (!controller.signal.aborted) setNext(null);
      },
    );
    return () => controller.abort();
  }, [find, onFound]);

  if (next === undefined) return null;
  return (
    <div className="flex flex-col items-start gap-2 text-sm text-slate-700">
      <p role="status">
        {next === null
          ? t('widget.noAvailabilityAhead', { count: quantity })
          : t('widget.noAvailabilityThisMonth', { count: quantity })}
      </p>
      {next === null ? null : (
        <Button variant="secondary" onClick={() => onShowMonth(next)}>
          {t('widget.showMonth', { month: monthName(next, language) })}
        </Button>
      )}
    </div>
  );
}
