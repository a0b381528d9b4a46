import { describeLine, type DescribableLine, type LineDetail } from '@storefront/sdk';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import type { Language } from '@storefront/contracts';
import { formatDate, formatDateTimeRange } from '../../lib/format-date.ts';
import { useTenantTimeZone } from '../../lib/tenant-time-zone.tsx';
import { useFormatMoney } from '../../lib/money-display.tsx';
import { MoneyText } from '../money/money.tsx';

function wordsOf(
  detail: LineDetail,
  t: TFunction,
  language: Language,
  timeZone: string,
  money: (amount: number) => string,
): string {
  switch (detail.kind) {
    case 'priceOption':
      return detail.name;
    case 'booking':
      return formatDateTimeRange(detail.from, detail.to, language, timeZone);
    case 'fullDayBooking': {
      const first = formatDate(detail.firstDay, language, timeZone);
      const last = formatDate(detail.lastDay, language, timeZone);
      return first === last
        ? t('line.fullDay', { date: first })
        : t('line.fullDays', { from: first, to: last });
    }
    case 'providers':
      return t('summary.providers', {
        names: new Intl.ListFormat(language, { type: 'conjunction' }).format(detail.names),
      });
    case 'field':
      return detail.value === null
        ? detail.label
        : t('line.field', { label: detail.label, value: detail.value });
    case 'addOn':
      return detail.value === null
        ? t('line.addOn', { label: detail.label })
        : t('line.addOnValue', { label: detail.label, value: detail.value });
    case 'subscription': {
      const date =
        detail.startDate === null ? null : formatDate(detail.startDate, language, timeZone);
      if (detail.period === null)
        return date === null ? '' : t('summary.subscriptionStart', { date });
      const period = t(`line.period.${detail.period}`);
      return date === null ? period : t('line.periodFrom', { period, date });
    }
    case 'discount':
      return t('line.discount', { amount: money(detail.amount) });
  }
}

/**
 * What a cart or order line says it was (docs/product/screens.md, "Order lines"), one detail a
 * line: the SDK's `describeLine` worded in the page language. The cart drawer, the checkout, the
 * order-confirmed page and the account's order all show lines by it.
 *
 * @example
 * <LineDetails line={cart.cartItems[0]} />
 */
export function LineDetails({ line }: { line: DescribableLine }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useTenantTimeZone();
  const money = useFormatMoney();
  const details = describeLine(line);
  if (details.length === 0) return null;
  return (
    <ul className="flex flex-col text-sm text-slate-600" data-testid="line-details">
      {details.map((detail, index) => (
        <li key={`${detail.kind}-${index}`}>
          <MoneyText text={wordsOf(detail, t, language, timeZone, money)} />
        </li>
      ))}
    </ul>
  );
}
