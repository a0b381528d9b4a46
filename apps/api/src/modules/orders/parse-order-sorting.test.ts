import { describe, expect, it } from 'vitest';
import { formatOrderNumber } from './complete-cart-order.ts';
import { parseOrderSorting } from './parse-order-sorting.ts';

describe('parseOrderSorting', () => {
  it('sorts newest first when unset', () => {
    expect(parseOrderSorting(undefined)).toEqual({ sortBy: 'completedAt', descending: true });
    expect(parseOrderSorting(' ')).toEqual({ sortBy: 'completedAt', descending: true });
  });

  it("reads ABP's '<field> [asc|desc]', case-insensitively", () => {
    expect(parseOrderSorting('totalAmount desc')).toEqual({
      sortBy: 'totalAmount',
      descending: true,
    });
    expect(parseOrderSorting('ORDERNUMBER')).toEqual({ sortBy: 'orderNumber', descending: false });
    expect(parseOrderSorting('creationTime DESC')).toEqual({
      sortBy: 'completedAt',
      descending: true,
    });
  });

  it('refuses unknown fields and anything else', () => {
    expect(parseOrderSorting('password desc')).toBeNull();
    expect(parseOrderSorting('totalAmount; drop table orders')).toBeNull();
    expect(parseOrderSorting('totalAmount sideways')).toBeNull();
  });
});

describe('formatOrderNumber', () => {
  it('pads to six digits after ORD-', () => {
    expect(formatOrderNumber(42)).toBe('ORD-000042');
    expect(formatOrderNumber(1_234_567)).toBe('ORD-1234567');
  });
});
