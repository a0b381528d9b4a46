import type { Language } from '../constants/language.ts';

/**
 * The calendars the pages write dates in: the Gregorian one everywhere, the Umm al-Qura (Hijri)
 * one beside it in the booking calendar.
 */
export type IntlCalendar = 'gregory' | 'islamic-umalqura';

/**
 * The digit system of every page in both languages: Western digits (`latn`), docs/decisions/0026-digits.md.
 * CLDR gives `ar-SA` Arabic-Indic digits and plain `ar` Western ones (since CLDR 46), and a browser
 * may carry either data, so the tag always names it.
 */
export const pageDigits = 'latn';

/**
 * Characters of the digit systems the pages do not write: Arabic-Indic (٠–٩) and Eastern
 * Arabic-Indic (۰–۹) digits with the Arabic decimal and thousands signs. A page's own text never
 * holds one (docs/decisions/0026-digits.md); what a shopper types may, and is normalised.
 */
export const otherDigits = /[\u0660-\u0669\u066b\u066c\u06f0-\u06f9]/u;

// Saudi Arabic; British English writes "5 Mar 2030" and 24-hour times and groups as Saudi
// English does ("SAR 1,234.50").
const regions: Readonly<Record<Language, string>> = { ar: 'ar-SA', en: 'en-GB' };

/**
 * The locale tag every `Intl` formatter of the pages is built with: the page language's region,
 * a named calendar (ar-SA's default was the Hijri one in older CLDR data) and always the pages'
 * digits ({@link pageDigits}). Anything but `ar` is English, as the pages' language rule.
 *
 * @example
 * new Intl.NumberFormat(intlLocale('ar')).format(1234.5); // '1,234.5'
 * intlLocale('ar', 'islamic-umalqura'); // 'ar-SA-u-ca-islamic-umalqura-nu-latn'
 */
export function intlLocale(language: string, calendar: IntlCalendar = 'gregory'): string {
  const region = language === 'ar' ? regions.ar : regions.en;
  return `${region}-u-ca-${calendar}-nu-${pageDigits}`;
}
