import { intlLocale } from '../locale/intl-locale.ts';
import { currency, moneyDecimals } from './currency.ts';
import { roundMoney } from './round-money.ts';

/**
 * U+20C1 SAUDI RIYAL SIGN (Unicode 17.0, Currency Symbols block), the sign SAMA published in
 * February 2025 (docs/product/legal-details-and-riyal-sign.md). Not U+FDFC RIAL SIGN, which is
 * the word "riyal" as one ligature and no currency's official sign.
 */
export const saudiRiyalSign = '\u20c1';

/** How {@link formatMoney} writes the currency. */
export interface FormatMoneyOptions {
  /**
   * Whether the tenant shows the Saudi riyal sign ({@link saudiRiyalSign}) in place of the code
   * (`settings.riyalSign`); false, the default, writes what `Intl` writes ("SAR", "ر.س.").
   */
  riyalSign?: boolean;
}

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
 * The amount is rounded with {@link roundMoney} first, so 1.005 shows as 1.01. The code or sign
 * comes from the runtime's Intl data, unless `riyalSign` asks for the Saudi riyal sign.
 *
 * With the sign, the runtime's pattern stays and only the currency part changes: SAMA's guidance
 * puts the sign to the left of the number with a space between, in every language, and that is
 * where `Intl` already writes the currency (before the number in English, after it in Arabic,
 * which right-to-left text shows on the left), a no-break space between, so the sign never wraps
 * away from its number. The Arabic pattern's right-to-left marks around it keep that order.
 *
 * @example
 * formatMoney(1234.5, 'en'); // 'SAR 1,234.50'
 * formatMoney(1234.5, 'ar'); // '‏1,234.50 ر.س.‏'
 * formatMoney(1234.5, 'en', { riyalSign: true }); // '⃁ 1,234.50'
 * formatMoney(1234.5, 'ar', { riyalSign: true }); // '‏1,234.50 ⃁‏'
 */
export function formatMoney(
  amount: number,
  language: string,
  options: FormatMoneyOptions = {},
): string {
  const formatter = formatterFor(language);
  const rounded = roundMoney(amount);
  if (!options.riyalSign) return formatter.format(rounded);
  return formatter
    .formatToParts(rounded)
    .map((part) => (part.type === 'currency' ? saudiRiyalSign : part.value))
    .join('');
}
