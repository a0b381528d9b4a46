/** A card network the sandboxes accept. */
export type CardBrand = 'mada' | 'visa' | 'master';

/** What "Authenticate" does to a payment made with a card. */
export interface CardOutcome {
  status: 'paid' | 'failed';
  /** Moyasar's `source.message` for it. */
  message: 'APPROVED' | 'INSUFFICIENT_FUNDS' | 'DECLINED';
}

// Moyasar's documented test cards (README "Moyasar"); MyFatoorah's sandbox uses the same ones.
const testCardOutcomes: ReadonlyMap<string, CardOutcome> = new Map([
  ['4201320111111010', { status: 'paid', message: 'APPROVED' }],
  ['4201320000311101', { status: 'failed', message: 'INSUFFICIENT_FUNDS' }],
  ['4201321234411220', { status: 'failed', message: 'DECLINED' }],
  ['4111111111111111', { status: 'paid', message: 'APPROVED' }],
  ['5421080101000000', { status: 'paid', message: 'APPROVED' }],
]);

// A few mada BINs (the test cards' first of all): enough for the sandbox to tell mada from Visa.
const madaBins = ['420132', '440647', '440795', '446404', '457865', '468540', '588845', '968208'];

/**
 * The outcome of authenticating a payment made with `number` (digits only): the test card's, and
 * `paid` for any other valid number.
 *
 * @example
 * cardOutcome('4201320000311101'); // { status: 'failed', message: 'INSUFFICIENT_FUNDS' }
 */
export function cardOutcome(number: string): CardOutcome {
  return testCardOutcomes.get(number) ?? { status: 'paid', message: 'APPROVED' };
}

/**
 * The network of `number` (digits only), or null when the sandbox does not take it.
 *
 * @example
 * cardBrandOf('4201320111111010'); // 'mada'
 */
export function cardBrandOf(number: string): CardBrand | null {
  if (madaBins.some((bin) => number.startsWith(bin))) return 'mada';
  if (number.startsWith('4')) return 'visa';
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'master';
  return null;
}

/**
 * The number as providers show it: first six and last four digits, grouped by four.
 *
 * @example
 * maskCardNumber('4201320111111010'); // '4201-32XX-XXXX-1010'
 */
export function maskCardNumber(number: string): string {
  const masked = number.slice(0, 6) + 'X'.repeat(number.length - 10) + number.slice(-4);
  return masked.match(/.{1,4}/g)?.join('-') ?? masked;
}
