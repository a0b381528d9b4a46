import madaBins from './mada-bins.json';

/** The length of a BIN (issuer identification number) prefix in the mada list. */
const binLength = 6;
const mada: ReadonlySet<string> = new Set(madaBins);

/**
 * Whether a card number (digits only) is a mada card, by its six-digit BIN. Apart from
 * `detectCardBrand` (which also pulls in `credit-card-type`), so that the checkout screen can
 * tell a mada payment at pay time without loading the card form's brand detection up front.
 *
 * @example
 * isMadaCard('4201320111111010'); // true
 * isMadaCard('4111111111111111'); // false
 */
export function isMadaCard(digits: string): boolean {
  return digits.length >= binLength && mada.has(digits.slice(0, binLength));
}
