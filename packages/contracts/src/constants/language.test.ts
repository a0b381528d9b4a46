import { describe, expect, it } from 'vitest';
import { defaultLanguage, directionOf, fallbackLanguage, resolveLanguage } from './language.ts';

describe('resolveLanguage', () => {
  it('gives en only for en', () => {
    expect(resolveLanguage('en')).toBe('en');
  });

  it.each(['ar', 'EN', 'en-US', 'fr', '', null, undefined, 1])('gives ar for %j', (value) => {
    expect(resolveLanguage(value)).toBe('ar');
  });

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
