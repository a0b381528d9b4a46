import type { Cart } from '@storefront/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VatIncluded } from '../money/vat-note.tsx';
import { Money } from '../money/money.tsx';

type Totals = Pick<
  Cart,
  | 'subTotal'
  | 'discountAmount'
  | 'fees'
  | 'taxAmount'
  | 'depositAmount'
  | 'totalAmount'
  | 'hasDeposit'
  | 'amountToBePaid'
>;

/**
 * The cart's totals as the server computed them: subtotal, discount and fees (when any), tax,
 * deposit (when the cart takes one), total, and the amount to pay now when there is a deposit;
 * under them, that the total includes VAT at the tenant's rate.
 *
 * @example
 * <OrderTotals cart={cart} />
 */
export function OrderTotals({ cart }: { cart: Totals }) {
  const { t } = useTranslation();
  const money = (amount: number) => <Money amount={amount} />;
  const rows: { key: string; label: string; value: ReactNode; strong?: boolean }[] = [
    { key: 'subtotal', label: t('summary.subtotal'), value: money(cart.subTotal) },
  ];
  if (cart.discountAmount > 0) {
    rows.push({
      key: 'discount',
      label: t('summary.discount'),
      value: money(-cart.discountAmount),
    });
  }
  if (cart.fees > 0) rows.push({ key: 'fees', label: t('summary.fees'), value: money(cart.fees) });
  rows.push({ key: 'tax', label: t('summary.tax'), value: money(cart.taxAmount) });
  if (cart.hasDeposit) {
    rows.push({ key: 'deposit', label: t('summary.deposit'), value: money(cart.depositAmount) });
  }
  rows.push({
    key: 'total',
    label: t('summary.total'),
    value: money(cart.totalAmount),
    strong: true,
  });
  if (cart.hasDeposit) {
    rows.push({
      key: 'payNow',
      label: t('summary.amountToPayNow'),
      value: money(cart.amountToBePaid),
      strong: true,
    });
  }
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <dl className="flex flex-col gap-2 text-sm">
        {rows.map((row) => (
          <div
            key={row.key}
            data-total={row.key}
            className={`flex justify-between gap-4 ${row.strong ? 'text-base font-bold text-slate-900' : 'text-slate-700'}`}
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
      <VatIncluded className="text-end text-xs text-slate-600" />
    </div>
  );
}
