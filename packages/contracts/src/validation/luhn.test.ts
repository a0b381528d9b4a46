import { describe, expect, it } from 'vitest';
import { isLuhnValid } from './luhn.ts';

describe('isLuhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4222222222222', true],
    ['5105105105105100', true],
    ['0', true],
    ['4111111111111112', false],
    ['79927398710', false],
    ['79927398713', true],
    ['', false],
    ['4111 1111', false],
  ])('%j is %s', (digits, expected) => {
    expect(isLuhnValid(digits)).toBe(expected);
  });
});
