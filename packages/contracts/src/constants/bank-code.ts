import * as z from 'zod/mini';
import type { LocalizedText } from './localize.ts';
import { localize } from './localize.ts';

/** Banks are identified by numeric codes 1 to 11 (docs/product/entities.md and constants.md). */
export const bankCodeSchema = z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);

/** A bank's numeric code. */
export type BankCode = z.infer<typeof bankCodeSchema>;

/** Bank names by code; English as the spec prints them, Arabic as the banks write their own names. */
export const bankNames: Readonly<Record<BankCode, LocalizedText>> = {
  1: { en: 'Saudi National Bank', ar: 'البنك الأهلي السعودي' },
  2: { en: 'Saudi Awwal Bank', ar: 'البنك السعودي الأول' },
  3: { en: 'Saudi Investment Bank', ar: 'البنك السعودي للاستثمار' },
  4: { en: 'Alinma Bank', ar: 'مصرف الإنماء' },
  5: { en: 'Banque Saudi Fransi', ar: 'البنك السعودي الفرنسي' },
  6: { en: 'Riyad Bank', ar: 'بنك الرياض' },
  7: { en: 'Al Rajhi Bank', ar: 'مصرف الراجحي' },
  8: { en: 'Arab National Bank', ar: 'البنك العربي الوطني' },
  9: { en: 'Bank Al Bilad', ar: 'بنك البلاد' },
  10: { en: 'Bank Aljazira', ar: 'بنك الجزيرة' },
  11: { en: 'Gulf International Bank', ar: 'بنك الخليج الدولي' },
};

/**
 * A bank's name in a language.
 *
 * @example
 * bankName(7, 'ar'); // 'مصرف الراجحي'
 */
export function bankName(code: BankCode, language: string): string {
  return localize(bankNames[code], language);
}
