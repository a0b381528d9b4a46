import { currency, moneyDecimals } from './currency.ts';
import { roundMoney } from './round-money.ts';

// Arabic uses Western (Latin) digits on purpose: the amounts sit next to card fields, IBANs and
// account numbers that are always Western digits, and Saudi banks and payment pages show amounts
// that way, so one numeral system on the page is easier to read and to compare. English uses the
// Saudi region for the same grouping.
const locales = { ar: 'ar-SA-u-nu-latn', en: 'en-SA' } as const;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: string): Intl.NumberFormat {
  const locale = language === 'ar' ? locales.ar : locales.en;
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
