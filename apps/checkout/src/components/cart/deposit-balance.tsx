import { formatMoney, type Language } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { useMoneyDisplay } from '../../lib/money-display.tsx';
import { MoneyText } from '../money/money.tsx';
import type { PaymentStanding } from './payment-standing.ts';

/**
 * A deposit order's two parts: the deposit (paid, or to transfer) and the balance due at the
 * appointment; nothing when the order has no deposit.
 *
 * @example
 * <DepositBalance standing={paymentStanding(order)} language="en" />
 */
export function DepositBalance({
  standing,
  language,
}: {
  standing: PaymentStanding;
  language: Language;
}) {
  const { t } = useTranslation();
  const { riyalSign } = useMoneyDisplay();
  if (standing.deposit === null) return null;
  const rows = [
    {
      key: 'deposit',
      label:
        standing.key === 'pendingVerification'
          ? t('balance.depositToTransfer')
          : t('balance.depositPaid'),
      amount: standing.deposit.paid,
    },
    { key: 'balance', label: t('balance.dueAtAppointment'), amount: standing.deposit.balance },
  ];
  return (
    <dl data-testid="deposit-balance" className="flex w-full flex-col gap-1 text-start">
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-3">
          <dt className="text-slate-700">{row.label}</dt>
          <dd className="font-semibold text-slate-900">
            <MoneyText text={formatMoney(row.amount, language, { riyalSign })} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
