import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardNumberSchema } from './card-number.ts';
import { failuresOf } from './testing/failures-of.ts';

/** Appends the Luhn check digit to a digit string. */
function withCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}

const required = ['validation.required', 'This field is required'];
const digits = ['validation.cardNumber.digits', 'The card number may contain digits only'];
const length = ['validation.cardNumber.length', 'The card number must be 13 to 19 digits'];
const invalid = ['validation.cardNumber.invalid', 'The card number is not valid'];

describe('cardNumberSchema', () => {
  it.each([
    ['4111111111111111', '4111111111111111'],
    ['4111 1111 1111 1111', '4111111111111111'],
    ['4111-1111-1111-1111', '4111111111111111'],
    ['  4111 1111-1111 1111  ', '4111111111111111'],
    ['٤١١١ ١١١١ ١١١١ ١١١١', '4111111111111111'],
    ['۴۱۱۱۱۱۱۱۱۱۱۱۱۱۱۱', '4111111111111111'],
    ['4222222222222', '4222222222222'],
    [withCheckDigit('123456789012'), withCheckDigit('123456789012')],
    [withCheckDigit('123456789012345678'), withCheckDigit('123456789012345678')],
  ])('accepts %j as %j', (input, output) => {
    expect(cardNumberSchema.parse(input)).toBe(output);
  });

  it.each([
    [undefined, required],
    [null, required],
    ['', required],
    ['  - ', required],
    ['4111a11111111111', digits],
    ['4111.1111.1111.1111', digits],
    [withCheckDigit('12345678901'), length],
    [withCheckDigit('1234567890123456789'), length],
    ['4111111111111112', invalid],
  ])('rejects %j', (input, failure) => {
    expect(failuresOf(cardNumberSchema, input)).toEqual([failure]);
  });

  it('puts 13 digits in and 12 out, 19 in and 20 out', () => {
    expect(withCheckDigit('123456789012')).toHaveLength(13);
    expect(withCheckDigit('12345678901')).toHaveLength(12);
    expect(withCheckDigit('123456789012345678')).toHaveLength(19);
    expect(withCheckDigit('1234567890123456789')).toHaveLength(20);
  });

  it('accepts any Luhn-valid number of 13 to 19 digits', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 18 }),
        (body) => {
          const number = withCheckDigit(body);
          expect(cardNumberSchema.safeParse(number).success).toBe(true);
        },
      ),
    );
  });

  it('rejects a Luhn-valid number with any one digit changed', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 12, maxLength: 18 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (body, at, shift) => {
          const number = withCheckDigit(body);
          const index = at % number.length;
          const changed = String((Number(number[index]) + shift) % 10);
          const mistyped = number.slice(0, index) + changed + number.slice(index + 1);
          expect(failuresOf(cardNumberSchema, mistyped)).toEqual([invalid]);
        },
      ),
    );
  });
});
