import { describe, expect, it } from 'vitest';
import { maxQuantityOf, startDateOf } from './stock.ts';

describe('product widget stock and dates', () => {
  it('caps the quantity at the stock, not an unlimited price', () => {
    expect(maxQuantityOf({ stock: { isUnlimited: false, availableQuantity: 25 } })).toBe(25);
    expect(maxQuantityOf({ stock: { isUnlimited: true, availableQuantity: 0 } })).toBeNull();
    expect(maxQuantityOf(null)).toBeNull();
  });

  it('writes a chosen start date as the shop’s midnight', () => {
    expect(startDateOf('2026-12-01')).toBe('2026-12-01T00:00:00+03:00');
  });
});
