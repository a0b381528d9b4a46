import { describe, expect, it } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import { embedTexts } from './embed-texts.ts';

describe('embedTexts', () => {
  it('counts the cart with Arabic’s plural forms', () => {
    const texts = embedTexts('ar', { ar, en });
    expect([0, 1, 2, 3, 11, 100].map(texts.cartCount)).toEqual([
      'سلتك فارغة',
      'منتج واحد في سلتك',
      'منتجان في سلتك',
      '3 منتجات في سلتك',
      '11 منتجًا في سلتك',
      '100 منتج في سلتك',
    ]);
    expect(texts.checkoutLink).toBe('إتمام الطلب');
  });

  it('counts the cart in English', () => {
    const texts = embedTexts('en', { ar, en });
    expect([1, 2].map(texts.cartCount)).toEqual(['1 item in your cart', '2 items in your cart']);
    expect(texts.widgetFrameTitle).toBe('Book and buy from the storefront');
  });
});
