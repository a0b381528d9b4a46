import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

// Intl marks Arabic output with right-to-left marks and uses a no-break space before the sign.
const rlm = '\u200f';
const nbsp = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [1234.5, `SAR${nbsp}1,234.50`],
    [0, `SAR${nbsp}0.00`],
    [1.005, `SAR${nbsp}1.01`],
    [0.1 + 0.2, `SAR${nbsp}0.30`],
    [1000000, `SAR${nbsp}1,000,000.00`],
  ])('formats %s in English as %j', (amount, expected) => {
    expect(formatMoney(amount, 'en')).toBe(expected);
  });

  it.each([
    [1234.5, `${rlm}1,234.50${nbsp}ر.س.${rlm}`],
    [0, `${rlm}0.00${nbsp}ر.س.${rlm}`],
    [1.005, `${rlm}1.01${nbsp}ر.س.${rlm}`],
  ])('formats %s in Arabic, with Western digits, as %j', (amount, expected) => {
    expect(formatMoney(amount, 'ar')).toBe(expected);
  });

  it('never uses Arabic-Indic digits', () => {
    expect(formatMoney(9876543.21, 'ar')).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it('formats any other language in English', () => {
    expect(formatMoney(5, 'fr')).toBe(`SAR${nbsp}5.00`);
  });
});
