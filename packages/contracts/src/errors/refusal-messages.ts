import { localize } from '../constants/localize.ts';
import type { ErrorCode } from './error-codes.ts';
import { errorMessage } from './error-messages.ts';

/** The quantity refusals whose message can name how many are still free. */
export type QuantityRefusalCode = Extract<ErrorCode, 'NOT_ENOUGH_PLACES' | 'NOT_ENOUGH_STOCK'>;

/** `error.data` of a quantity refusal: how many the shopper can still have (docs/product/errors.md). */
export interface QuantityRefusalData {
  available: number;
}

// Worded so the count needs no plural form in either language; Latin digits like the amounts
// (packages/contracts/src/money/format-money.ts).
const withCount: Readonly<
  Record<QuantityRefusalCode, (count: string) => Record<'ar' | 'en', string>>
> = {
  NOT_ENOUGH_PLACES: (count) => ({
    en: `Not enough free places at that time. Places still free: ${count}.`,
    ar: `لا توجد أماكن شاغرة كافية في هذا الموعد. الأماكن الشاغرة المتبقية: ${count}.`,
  }),
  NOT_ENOUGH_STOCK: (count) => ({
    en: `Only ${count} left in stock.`,
    ar: `المتبقي في المخزون ${count} فقط.`,
  }),
};

/**
 * The message of a quantity refusal: with the count still free when it is known, else the code's
 * catalogue text.
 *
 * @example
 * quantityRefusalMessage('NOT_ENOUGH_STOCK', 17, 'en'); // 'Only 17 left in stock.'
 * quantityRefusalMessage('NOT_ENOUGH_PLACES', null, 'en'); // 'Not enough free places at that time.'
 */
export function quantityRefusalMessage(
  code: QuantityRefusalCode,
  available: number | null,
  language: string,
): string {
  if (available === null) return errorMessage(code, language);
  return localize(withCount[code](String(available)), language);
}
