import { describe, expect, it } from 'vitest';
import { maxQuantityOf, startDateInput, startDateOf } from './stock.ts';

describe('product widget stock and dates', () => {
  it('caps the quantity at the stock, not an unlimited price', () => {
    expect(maxQuantityOf({ stock: { isUnlimited: false, availableQuantity: 25 } })).toBe(25);
    expect(maxQuantityOf({ stock: { isUnlimited: true, availableQuantity: 0 } })).toBeNull();
    expect(maxQuantityOf(null)).toBeNull();
  });

  it('reads and writes a start date', () => {
    expect(startDateInput('2026-12-01T00:00:00+03:00')).toBe('2026-12-01');
    expect(startDateInput('')).toBe('');
    expect(startDateOf('2026-12-01')).toBe('2026-12-01T00:00:00+03:00');
  });
});
