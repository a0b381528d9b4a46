import { describe, expect, it } from 'vitest';
import type { BankCode } from './bank-code.ts';
import { bankCodeSchema, bankName, bankNames } from './bank-code.ts';

describe('bank codes', () => {
  it.each<[BankCode, string]>([
    [1, 'Saudi National Bank'],
    [2, 'Saudi Awwal Bank'],
    [3, 'Saudi Investment Bank'],
    [4, 'Alinma Bank'],
    [5, 'Banque Saudi Fransi'],
    [6, 'Riyad Bank'],
    [7, 'Al Rajhi Bank'],
    [8, 'Arab National Bank'],
    [9, 'Bank Al Bilad'],
    [10, 'Bank Aljazira'],
    [11, 'Gulf International Bank'],
  ])('names bank %i %j, with an Arabic name', (code, english) => {
    expect(bankName(code, 'en')).toBe(english);
    expect(bankName(code, 'ar')).toMatch(/\p{Script=Arabic}/u);
  });

  it('accepts codes 1 to 11 only', () => {
    expect(Object.keys(bankNames)).toHaveLength(11);
    expect(bankCodeSchema.safeParse(1).success).toBe(true);
    expect(bankCodeSchema.safeParse(11).success).toBe(true);
    expect(bankCodeSchema.safeParse(0).success).toBe(false);
    expect(bankCodeSchema.safeParse(12).success).toBe(false);
  });
});
