import { intlLocale } from '../locale/intl-locale.ts';
import { currency, moneyDecimals } from './currency.ts';
import { roundMoney } from './round-money.ts';

const formatters = new Map<string, Intl.NumberFormat>();

// The pages' locale tag, so amounts have the digits of every other number on the page
// (Western in both languages, docs/decisions/0026-digits.md).
function formatterFor(language: string): Intl.NumberFormat {
  const locale = intlLocale(language);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: moneyDecimals,
      maximumFractionDigits: moneyDecimals,
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/**
 * Formats an SAR amount with 2 decimals for the page language (English for anything but `ar`).
 * The amount is rounded with {@link roundMoney} first, so 1.005 shows as 1.01. The exact currency
 * sign comes from the runtime's Intl data.
 *
 * @example
 * formatMoney(1234.5, 'en'); // 'SAR 1,234.50'
 * formatMoney(1234.5, 'ar'); // '‏1,234.50 ر.س.‏'
 */
export function formatMoney(amount: number, language: string): string {
  return formatterFor(language).format(roundMoney(amount));
}
