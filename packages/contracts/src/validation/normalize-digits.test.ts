import { describe, expect, it } from 'vitest';
import { normalizeDigits } from './normalize-digits.ts';

describe('normalizeDigits', () => {
  it.each([
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['٠٥١٢ ٣٤٥-۶۷۸', '0512 345-678'],
    ['0123456789', '0123456789'],
    ['رقم ٧ abc', 'رقم 7 abc'],
    ['', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizeDigits(input)).toBe(expected);
  });
});
