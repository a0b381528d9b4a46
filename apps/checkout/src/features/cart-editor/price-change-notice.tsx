import type { CartPriceChange } from '@storefront/sdk';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/money/money.tsx';
import { useFormatMoney } from '../../lib/money-display.tsx';

/**
 * A price change the server found when it validated the cart (docs/product/screens.md, "Editing
 * the cart"): the order was not placed; the new total and the old one are said, as an alert, and
 * focus moves to the notice, above the confirm button, so the shopper reads it before confirming
 * again.
 *
 * @example
 * {flow.priceChange ? <PriceChangeNotice change={flow.priceChange} /> : null}
 */
export function PriceChangeNotice({ change }: { change: CartPriceChange }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [change]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 focus-visible:outline-2 focus-visible:outline-amber-700"
    >
      <p className="font-semibold">{t('cartEditor.priceChangedTitle')}</p>
      <p className="text-sm">
        <MoneyText
          text={t('cartEditor.priceChanged', {
            total: money(change.total),
            previous: money(change.previousTotal),
          })}
        />
      </p>
    </div>
  );
}
