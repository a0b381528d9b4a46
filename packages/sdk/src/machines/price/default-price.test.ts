import { describe, expect, it } from 'vitest';
import { defaultPrice } from './default-price.ts';
import { testPrice } from '../testing/product-fixtures.ts';

const soldOut = { isUnlimited: false, availableQuantity: 0 };

describe('defaultPrice (docs/product/flows.md)', () => {
  it('is the first entry with unlimited stock', () => {
    expect(defaultPrice([testPrice('a', 1, { stock: soldOut }), testPrice('b', 1)])?.id).toBe('b');
  });
  it('or with available quantity above zero', () => {
    const few = { isUnlimited: false, availableQuantity: 1 };
    expect(
      defaultPrice([testPrice('a', 1, { stock: soldOut }), testPrice('b', 1, { stock: few })])?.id,
    ).toBe('b');
  });
  it('else the first', () => {
    expect(
      defaultPrice([testPrice('a', 1, { stock: soldOut }), testPrice('b', 1, { stock: soldOut })])
        ?.id,
    ).toBe('a');
    expect(defaultPrice([])).toBeUndefined();
  });
});
