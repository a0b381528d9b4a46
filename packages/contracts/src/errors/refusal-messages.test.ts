import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '../wire/error-body.ts';
import { quantityRefusalMessage } from './refusal-messages.ts';

describe('quantityRefusalMessage', () => {
  it.each([
    ['NOT_ENOUGH_STOCK', 17, 'en', 'Only 17 left in stock.'],
    ['NOT_ENOUGH_STOCK', 17, 'ar', 'المتبقي في المخزون 17 فقط.'],
    ['NOT_ENOUGH_PLACES', 1, 'en', 'Not enough free places at that time. Places still free: 1.'],
    [
      'NOT_ENOUGH_PLACES',
      3,
      'ar',
      'لا توجد أماكن شاغرة كافية في هذا الموعد. الأماكن الشاغرة المتبقية: 3.',
    ],
  ] as const)('%s with %i free reads in %s: %j', (code, available, language, text) => {
    expect(quantityRefusalMessage(code, available, language)).toBe(text);
  });

  it('gives the code’s catalogue text when the count is not known', () => {
    expect(quantityRefusalMessage('NOT_ENOUGH_PLACES', null, 'en')).toBe(
      'Not enough free places at that time.',
    );
    expect(quantityRefusalMessage('NOT_ENOUGH_STOCK', null, 'ar')).toBe(
      'الكمية المتبقية في المخزون غير كافية.',
    );
  });
});

describe('errorBodySchema data', () => {
  const body = (data?: unknown) => ({
    error: {
      code: 'NOT_ENOUGH_STOCK',
      message: 'Only 17 left in stock.',
      details: 'stock',
      ...(data === undefined ? {} : { data }),
      validationErrors: null,
    },
  });

  it('is optional, and holds a whole count of at least 0', () => {
    expect(errorBodySchema.safeParse(body()).success).toBe(true);
    expect(errorBodySchema.parse(body({ available: 17 })).error.data).toEqual({ available: 17 });
    for (const available of [-1, 1.5, '17']) {
      expect(errorBodySchema.safeParse(body({ available })).success).toBe(false);
    }
  });
});
