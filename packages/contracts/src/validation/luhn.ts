/**
 * The Luhn (mod 10) check that card numbers carry. Hand-written: it is six lines, and the card
 * libraries that include it bring brand tables the checkout does not need.
 *
 * @example
 * isLuhnValid('4111111111111111'); // true
 */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
