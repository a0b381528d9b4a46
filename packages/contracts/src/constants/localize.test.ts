import { describe, expect, it } from 'vitest';
import { localize } from './localize.ts';

describe('localize', () => {
  const text = { ar: 'مرحبا', en: 'Hello' };

  it('picks the language asked for', () => {
    expect(localize(text, 'ar')).toBe('مرحبا');
    expect(localize(text, 'en')).toBe('Hello');
  });

  it('falls back to English for another language or a missing Arabic text', () => {
    expect(localize(text, 'fr')).toBe('Hello');
    expect(localize({ ar: '', en: 'Hello' }, 'ar')).toBe('Hello');
  });
});
