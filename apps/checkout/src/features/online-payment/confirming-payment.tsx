import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';

/**
 * "Confirming your payment…": shown while the server checks the provider's answer after the
 * shopper came back. A status with a progress indicator; focus on its heading.
 *
 * @example
 * <ConfirmingPayment />
 */
export function ConfirmingPayment() {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      role="status"
      aria-labelledby="confirming-payment-title"
      className="mx-auto my-12 flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <span role="progressbar" aria-labelledby="confirming-payment-title">
        <Spinner className="size-10 text-emerald-700" />
      </span>
      <h1
        id="confirming-payment-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {t('onlinePayment.confirmingTitle')}
      </h1>
      <p className="text-slate-700">{t('onlinePayment.confirmingHint')}</p>
    </section>
  );
}
