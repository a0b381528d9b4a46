import { describe, expect, it } from 'vitest';
import { detectCardBrand } from './card-brand.ts';

describe('detectCardBrand', () => {
  it.each([
    ['4201320111111010', 'mada'],
    ['4201320000311101', 'mada'],
    ['4201321234411220', 'mada'],
    // 440647 is a mada BIN inside Visa's range: credit-card-type alone says visa.
    ['4406470000000000', 'mada'],
    // 588845 is mada; credit-card-type alone says maestro.
    ['5888450000000000', 'mada'],
    ['4111111111111111', 'visa'],
    ['5421080101000000', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', null],
    ['', null],
  ])('%s is %s', (digits, brand) => {
    expect(detectCardBrand(digits)).toBe(brand);
  });

  it('tells mada only once the six-digit BIN is typed', () => {
    expect(detectCardBrand('42013')).toBe('visa');
    expect(detectCardBrand('420132')).toBe('mada');
  });
});
