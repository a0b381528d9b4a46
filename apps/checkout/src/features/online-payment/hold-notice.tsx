import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { holdTime, minutesLeft } from './hold-countdown.ts';
import { useNow } from './use-now.ts';

/** Props of {@link HoldNotice}. */
export interface HoldNoticeProps {
  holdExpiresAt: string;
  /** Offered once the hold has ended: back to the form for a new try. */
  onStartAgain?: (() => void) | undefined;
  /** Told once when the hold lapses while shown. */
  onLapsed?: (() => void) | undefined;
  clock?: () => number;
}

/**
 * "Your booking is held until {time}" with the minutes left, a polite status; once the hold ends,
 * "The hold on your booking has ended; the time slot was released." and "Start again".
 *
 * @example
 * <HoldNotice holdExpiresAt={attempt.holdExpiresAt} onStartAgain={backToForm} />
 */
export function HoldNotice({
  holdExpiresAt,
  onStartAgain,
  onLapsed,
  clock = Date.now,
}: HoldNoticeProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useNow(10_000, clock);
  const left = minutesLeft(holdExpiresAt, now);
  const lapsed = left === null;
  useEffect(() => {
    if (lapsed) onLapsed?.();
  }, [lapsed, onLapsed]);
  if (lapsed) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
        <p role="status" className="font-medium text-amber-900">
          {t('onlinePayment.holdEnded')}
        </p>
        {onStartAgain ? (
          <Button variant="secondary" onClick={onStartAgain}>
            {t('onlinePayment.startAgain')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div
      role="status"
      className="flex flex-col gap-1 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <p className="font-medium text-emerald-900">
        {t('onlinePayment.heldUntil', { time: holdTime(holdExpiresAt, language) })}
      </p>
      <p className="text-sm text-emerald-800">{t('onlinePayment.minutesLeft', { count: left })}</p>
    </div>
  );
}
