import creditCardType from 'credit-card-type';
import { isMadaCard } from './mada-card.ts';

/** A card network the card form recognises (and shows a logo for, except amex). */
export type CardBrand = 'mada' | 'visa' | 'mastercard' | 'amex';

const byLibraryType: Readonly<Record<string, CardBrand>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
};

/**
 * The brand of a card number as typed so far (digits only), or null when it cannot be told yet.
 * The mada list is asked first: most mada cards are co-branded with Visa or Mastercard and their
 * numbers also match those networks' ranges, yet they must be paid as mada (the provider routes
 * and prices them as the Saudi debit network). Only then does `credit-card-type` name the others.
 *
 * @example
 * detectCardBrand('4201320111111010'); // 'mada'
 * detectCardBrand('4111111111111111'); // 'visa'
 */
export function detectCardBrand(digits: string): CardBrand | null {
  if (isMadaCard(digits)) return 'mada';
  if (digits === '') return null;
  const [best] = creditCardType(digits);
  return best ? (byLibraryType[best.type] ?? null) : null;
}
