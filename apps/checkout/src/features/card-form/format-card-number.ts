import { cardNumberMaxLength, normalizeDigits } from '@storefront/contracts';

/** Digits per group of a formatted card number. */
const groupSize = 4;

/**
 * The card number's digits (Arabic-Indic digits turned Western, anything else dropped), at most
 * 19 of them.
 *
 * @example
 * cardDigits('٤٢٠١ 3201'); // '42013201'
 */
export function cardDigits(value: string): string {
  return normalizeDigits(value).replace(/\D/g, '').slice(0, cardNumberMaxLength);
}

/**
 * A card number as it is shown while typed: its digits in groups of 4 separated by spaces.
 *
 * @example
 * formatCardNumber('4111111111111111'); // '4111 1111 1111 1111'
 */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value);
  const groups: string[] = [];
  for (let start = 0; start < digits.length; start += groupSize) {
    groups.push(digits.slice(start, start + groupSize));
  }
  return groups.join(' ');
}

/**
 * Where the caret goes once a typed value is reformatted: after the same number of digits as
 * before it in what was typed, so typing or deleting in the middle does not throw it to the end.
 *
 * @example
 * caretAfterFormat('41111', 5, '4111 1'); // 6
 */
export function caretAfterFormat(typed: string, caret: number, formatted: string): number {
  const digitsBefore = cardDigits(typed.slice(0, caret)).length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}
