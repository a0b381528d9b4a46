import { describe, expect, it } from 'vitest';
import { formatMoney, saudiRiyalSign } from './format-money.ts';

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

  describe('with the Saudi riyal sign', () => {
    const sign = saudiRiyalSign;

    it('is U+20C1, not the old rial ligature U+FDFC', () => {
      expect(sign.codePointAt(0)).toBe(0x20c1);
      expect(formatMoney(5, 'en', { riyalSign: true })).not.toContain('\ufdfc');
    });

    // SAMA: the sign to the left of the number, a space between. English writes it first.
    it.each([
      [1234.5, `${sign}${nbsp}1,234.50`],
      [0, `${sign}${nbsp}0.00`],
      [1.005, `${sign}${nbsp}1.01`],
      [-10, `-${sign}${nbsp}10.00`],
    ])('formats %s in English as %j', (amount, expected) => {
      expect(formatMoney(amount, 'en', { riyalSign: true })).toBe(expected);
    });

    // Arabic writes it after the number, which right-to-left text shows on the number's left.
    it.each([
      [1234.5, `${rlm}1,234.50${nbsp}${sign}${rlm}`],
      [0, `${rlm}0.00${nbsp}${sign}${rlm}`],
    ])('formats %s in Arabic as %j', (amount, expected) => {
      expect(formatMoney(amount, 'ar', { riyalSign: true })).toBe(expected);
    });

    it('keeps the sign and its number together with a no-break space, in both languages', () => {
      for (const language of ['ar', 'en']) {
        const text = formatMoney(99.5, language, { riyalSign: true });
        expect(text).toMatch(new RegExp(`(${sign}${nbsp}\\d)|(\\d${nbsp}${sign})`, 'u'));
        expect(text).not.toMatch(/SAR|ر\.س\./u);
      }
    });

    it('shows the sign on the left of the number once laid out right to left', () => {
      // In the Arabic text the sign comes after the digits; with the right-to-left marks around
      // the whole, the bidi algorithm lays the later run out on the left.
      const text = formatMoney(7, 'ar', { riyalSign: true });
      expect(text.startsWith(rlm) && text.endsWith(rlm)).toBe(true);
      expect(text.indexOf(sign)).toBeGreaterThan(text.indexOf('7'));
    });

    it('writes the code when the option is off, as before', () => {
      expect(formatMoney(5, 'en', { riyalSign: false })).toBe(`SAR${nbsp}5.00`);
      expect(formatMoney(5, 'ar', {})).toBe(`${rlm}5.00${nbsp}ر.س.${rlm}`);
    });
  });
});
