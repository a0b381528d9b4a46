import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './preferred-language.ts';

describe('preferredLanguage', () => {
  it.each([
    [undefined, 'ar'],
    ['', 'ar'],
    ['en', 'en'],
    ['EN-us', 'en'],
    ['ar-SA,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.5', 'en'],
    ['ar;q=0.2,en;q=0.7', 'en'],
    ['en;q=0', 'ar'],
    ['fr,de', 'ar'],
    ['*', 'ar'],
    ['en;q=abc', 'ar'],
  ])('%j gives %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});
