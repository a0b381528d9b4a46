import { describe, expect, it } from 'vitest';
import { defaultLanguage, directionOf, fallbackLanguage, resolveLanguage } from './language.ts';

describe('resolveLanguage', () => {
  it('gives en for en', () => {
    expect(resolveLanguage('en')).toBe('en');
  });

  it.each(['en', 'EN', ' en ', 'en-US', 'en_GB', 'en,ar;q=0.5'])('gives en for %j', (value) => {
    expect(resolveLanguage(value)).toBe('en');
  });

  it.each(['ar', 'ar-SA', 'english', 'fr', 'eng', '', null, undefined, 1])(
    'gives ar for %j',
    (value) => {
      expect(resolveLanguage(value)).toBe('ar');
    },
  );

  it('defaults to Arabic and falls back to English for missing text', () => {
    expect(defaultLanguage).toBe('ar');
    expect(fallbackLanguage).toBe('en');
  });
});

describe('directionOf', () => {
  it('is rtl for Arabic and ltr for English', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});
