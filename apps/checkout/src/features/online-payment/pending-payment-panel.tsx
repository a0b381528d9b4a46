import type { PaymentAttempt } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { FieldError } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { HoldNotice } from './hold-notice.tsx';

/** Props of {@link PendingPaymentPanel}. */
export interface PendingPaymentPanelProps {
  attempt: PaymentAttempt;
  /** The panel's heading text. */
  title: string;
  /** `h1` as a screen of its own, `h2` above the form. */
  headingLevel: 'h1' | 'h2';
  /** Show the hold (the cart has a booking). */
  showHold: boolean;
  /** Cancels the attempt (`POST …/cancel`); back to the form once done. */
  onCancel: () => Promise<void>;
  clock?: (() => number) | undefined;
}

/**
 * An unfinished payment: what to do ("Continue payment" reopens the provider's page, "Cancel
 * payment" releases the booking), the hold with its countdown, and a failed cancel as an alert.
 * Focus moves to its heading when it appears.
 *
 * @example
 * <PendingPaymentPanel attempt={attempt} title={t('onlinePayment.pendingTitle')} headingLevel="h1" … />
 */
export function PendingPaymentPanel({
  attempt,
  title,
  headingLevel: Heading,
  showHold,
  onCancel,
  clock,
}: PendingPaymentPanelProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [cancelling, setCancelling] = useState(false);
  const [cancelFailed, setCancelFailed] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const cancel = async () => {
    if (cancelling) return;
    setCancelling(true);
    setCancelFailed(false);
    try {
      await onCancel();
    } catch {
      setCancelFailed(true);
    } finally {
      setCancelling(false);
    }
  };
  return (
    <section
      aria-labelledby="pending-payment-title"
      className="flex flex-col gap-4 rounded-2xl border border-amber-300 bg-white p-5 shadow-sm sm:p-6"
    >
      <Heading
        id="pending-payment-title"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 focus:outline-none"
      >
        {title}
      </Heading>
      <p className="text-slate-700">{t('onlinePayment.pendingHint')}</p>
      {showHold && attempt.holdExpiresAt ? (
        <HoldNotice
          holdExpiresAt={attempt.holdExpiresAt}
          onStartAgain={() => void cancel()}
          clock={clock}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        {attempt.redirectUrl ? (
          <a
            href={attempt.redirectUrl}
            className="inline-flex min-h-10 items-center rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {t('onlinePayment.continue')}
          </a>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => void cancel()}
          aria-disabled={cancelling || undefined}
          aria-busy={cancelling || undefined}
        >
          {cancelling ? (
            <>
              <Spinner className="size-4" /> {t('onlinePayment.cancelling')}
            </>
          ) : (
            t('onlinePayment.cancel')
          )}
        </Button>
      </div>
      {cancelFailed ? (
        <FieldError id="pending-payment-cancel-error">{t('onlinePayment.cancelFailed')}</FieldError>
      ) : null}
    </section>
  );
}
