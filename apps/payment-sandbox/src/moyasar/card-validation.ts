import type { Clock } from '../sandbox-plugin-options.ts';
import { cardBrandOf, type CardBrand } from './test-cards.ts';

/** A card as typed by the shopper. */
export interface CardInput {
  name: string;
  number: string;
  /** 1–12. */
  month: number | string;
  /** 2 or 4 digits. */
  year: number | string;
  cvc: string;
}

/** A card that passed the checks. */
export interface ValidCard {
  name: string;
  /** Digits only. */
  number: string;
  brand: CardBrand;
  month: number;
  /** 4 digits. */
  year: number;
}

/** Which field is wrong and how. */
export type CardFieldError = 'invalid' | 'expired' | 'unsupported' | 'required';

/** The field errors of a card, by field (Moyasar's field names). */
export type CardErrors = Partial<
  Record<'name' | 'number' | 'month' | 'year' | 'cvc', CardFieldError>
>;

/** Luhn's checksum, which every card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card as both sandboxes do: a Luhn-valid 13–19 digit number of a network they take, a
 * month not past (by `clock`), a 3–4 digit CVC and a name.
 *
 * @example
 * validateCard({ name: 'Sara', number: '4111 1111 1111 1111', month: 12, year: 31, cvc: '123' }, clock);
 */
export function validateCard(
  input: CardInput,
  clock: Clock,
): { ok: true; card: ValidCard } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};
  const name = input.name.trim();
  if (name.length === 0 || name.length > 100) errors.name = 'required';
  const number = input.number.replace(/[\s-]/g, '');
  const brand = /^\d{13,19}$/.test(number) && passesLuhn(number) ? cardBrandOf(number) : null;
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) errors.number = 'invalid';
  else if (!brand) errors.number = 'unsupported';
  const month = /^\d{1,2}$/.test(String(input.month).trim()) ? Number(input.month) : NaN;
  if (!(month >= 1 && month <= 12)) errors.month = 'invalid';
  const yearText = String(input.year).trim();
  const year = /^\d{2}$/.test(yearText)
    ? 2000 + Number(yearText)
    : /^\d{4}$/.test(yearText)
      ? Number(yearText)
      : NaN;
  if (Number.isNaN(year)) errors.year = 'invalid';
  if (!errors.month && !errors.year) {
    // A card is good until the end of its expiry month (UTC: the sandbox has no shopper zone).
    const endOfMonth = Date.UTC(year, month, 1);
    if (clock.now().getTime() >= endOfMonth) errors.year = 'expired';
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = 'invalid';
  if (Object.keys(errors).length > 0 || !brand) return { ok: false, errors };
  return { ok: true, card: { name, number, brand, month, year } };
}
