import { describe, expect, it } from 'vitest';
import { maxQuantityOf, startDateError, startDateOf } from './stock.ts';

describe('product widget stock and dates', () => {
  it('caps the quantity at the stock, not an unlimited price', () => {
    expect(maxQuantityOf({ stock: { isUnlimited: false, availableQuantity: 25 } })).toBe(25);
    expect(maxQuantityOf({ stock: { isUnlimited: true, availableQuantity: 0 } })).toBeNull();
    expect(maxQuantityOf(null)).toBeNull();
  });

  it('writes a chosen start date as the shop’s midnight', () => {
    expect(startDateOf('2026-12-01')).toBe('2026-12-01T00:00:00+03:00');
  });

  it('refuses a start before the shop’s today or an emptied date; today, later or untouched is fine', () => {
    const today = '2030-01-15';
    expect(startDateError('2030-01-14', today)).toBe('validation.startDate.past');
    expect(startDateError('2029-12-31', today)).toBe('validation.startDate.past');
    expect(startDateError('', today)).toBe('validation.required');
    for (const date of [null, '2030-01-15', '2030-02-01']) {
      expect(startDateError(date, today)).toBeNull();
    }
  });
});
