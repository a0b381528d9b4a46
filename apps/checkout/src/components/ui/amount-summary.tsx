import { formatMoney, type Language, type PriceAmount } from '@storefront/contracts';
import { useMoneyDisplay } from '../../lib/money-display.tsx';
import { MoneyText } from '../money/money.tsx';
import { VatAddedAtCheckout } from '../money/vat-note.tsx';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** Props of {@link AmountSummary}. */
export interface AmountSummaryProps {
  amount: PriceAmount | null;
  language: Language;
  /** The price is being asked again: the old one stays, marked as updating. */
  updating: boolean;
  /** The translated failure ("Failed to update the price amount"), or null. */
  failure: string | null;
  onRetry: () => void;
  labels: {
    heading: string;
    total: string;
    afterDiscount: string;
    deposit: string;
    updating: string;
    retry: string;
  };
}

/**
 * A widget's live price: the total, the total after discount when it differs, the deposit when
 * there is one, that VAT is added at checkout (the price is before tax), a polite "updating" while
 * a new price is asked, and the failure with a retry.
 *
 * @example
 * <AmountSummary amount={amount} language="ar" updating={false} failure={null} onRetry={retry} labels={…} />
 */
export function AmountSummary({
  amount,
  language,
  updating,
  failure,
  onRetry,
  labels,
}: AmountSummaryProps) {
  const { riyalSign } = useMoneyDisplay();
  const money = (value: number) => <MoneyText text={formatMoney(value, language, { riyalSign })} />;
  return (
    <section
      aria-labelledby="amount-heading"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="amount-heading" className="mb-2 text-sm font-bold text-slate-900">
        {labels.heading}
      </h2>
      {amount ? (
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm" data-testid="amounts">
          <dt className="text-slate-700">{labels.total}</dt>
          <dd
            data-testid="amount-total"
            className={
              amount.totalAfterDiscount < amount.totalPrice
                ? 'text-end text-slate-600 line-through'
                : 'text-end font-semibold'
            }
          >
            {money(amount.totalPrice)}
          </dd>
          {amount.totalAfterDiscount < amount.totalPrice ? (
            <>
              <dt className="text-slate-700">{labels.afterDiscount}</dt>
              <dd data-testid="amount-after-discount" className="text-end font-semibold">
                {money(amount.totalAfterDiscount)}
              </dd>
            </>
          ) : null}
          {amount.depositAmount > 0 ? (
            <>
              <dt className="text-slate-700">{labels.deposit}</dt>
              <dd data-testid="amount-deposit" className="text-end font-semibold">
                {money(amount.depositAmount)}
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {amount ? <VatAddedAtCheckout className="mt-1 text-xs text-slate-600" /> : null}
      <p role="status" className="mt-2 min-h-5 text-xs text-slate-600">
        {updating ? (
          <span className="inline-flex items-center gap-1">
            <Spinner className="size-3" /> {labels.updating}
          </span>
        ) : null}
      </p>
      {failure ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-3 text-sm text-red-700">
          <span>{failure}</span>
          <Button variant="secondary" onClick={onRetry}>
            {labels.retry}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The widgets' texts of an {@link AmountSummary}, in the page language.
 *
 * @example
 * <AmountSummary labels={widgetAmountLabels(t)} … />
 */
export function widgetAmountLabels(t: (key: string) => string): AmountSummaryProps['labels'] {
  return {
    heading: t('widget.price'),
    total: t('widget.total'),
    afterDiscount: t('widget.afterDiscount'),
    deposit: t('widget.deposit'),
    updating: t('widget.updatingPrice'),
    retry: t('common.retry'),
  };
}
