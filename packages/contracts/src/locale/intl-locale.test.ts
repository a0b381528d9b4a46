import { describe, expect, it } from 'vitest';
import { intlLocale, otherDigits, pageDigits } from './intl-locale.ts';

const arabicIndic = '٠١٢٣٤٥٦٧٨٩';

describe('intlLocale', () => {
  it.each([
    ['ar', 'gregory', 'ar-SA-u-ca-gregory-nu-latn'],
    ['ar', 'islamic-umalqura', 'ar-SA-u-ca-islamic-umalqura-nu-latn'],
    ['en', 'gregory', 'en-GB-u-ca-gregory-nu-latn'],
    ['en', 'islamic-umalqura', 'en-GB-u-ca-islamic-umalqura-nu-latn'],
  ] as const)('builds %s with the %s calendar as %s', (language, calendar, tag) => {
    expect(intlLocale(language, calendar)).toBe(tag);
  });

  it('reads anything but ar as English, with the Gregorian calendar by default', () => {
    expect(intlLocale('fr')).toBe('en-GB-u-ca-gregory-nu-latn');
  });

  it.each(['ar', 'en'])('makes every Intl formatter write Western digits in %s', (language) => {
    const instant = new Date('2026-11-28T07:05:00Z');
    const texts = [
      new Intl.NumberFormat(intlLocale(language)).format(9876543.21),
      new Intl.NumberFormat(intlLocale(language), { style: 'percent' }).format(0.15),
      new Intl.DateTimeFormat(intlLocale(language), {
        dateStyle: 'full',
        timeStyle: 'short',
      }).format(instant),
      new Intl.DateTimeFormat(intlLocale(language, 'islamic-umalqura'), {
        dateStyle: 'long',
      }).format(instant),
      new Intl.PluralRules(intlLocale(language)).select(3),
    ];
    for (const text of texts) expect(text).not.toMatch(otherDigits);
    expect(texts[0]).toMatch(/9,876,543\.21/);
    expect(new Intl.NumberFormat(intlLocale(language)).resolvedOptions().numberingSystem).toBe(
      pageDigits,
    );
  });
});

describe('otherDigits', () => {
  it.each([...arabicIndic, ...'۰۱۲۳۴۵۶۷۸۹', '٫', '٬'])('matches %s', (character) => {
    expect(character).toMatch(otherDigits);
  });

  it('leaves Western digits and Arabic letters alone', () => {
    expect('28 نوفمبر 2026، 10:00 ص · 1,234.50 ر.س.').not.toMatch(otherDigits);
  });
});
