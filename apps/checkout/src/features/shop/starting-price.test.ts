import type { Product } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { startingPrice } from './starting-price.ts';

type Price = Product['pricing'][number];
const price = (amount: number, discountedAmount: number | null = null): Price => ({
  id: `price-${String(amount)}`,
  name: 'Option',
  amount,
  discountedAmount,
  depositAmount: null,
  period: null,
  stock: { isUnlimited: true, availableQuantity: 0 },
});

describe('startingPrice', () => {
  it('one price is its amount, discounted when it is', () => {
    expect(startingPrice({ pricing: [price(120)], amount: 0, discountedAmount: null })).toEqual({
      amount: 120,
      from: false,
    });
    expect(startingPrice({ pricing: [price(120, 99)], amount: 0, discountedAmount: null })).toEqual(
      { amount: 99, from: false },
    );
  });

  it('several prices give the lowest, as "from"', () => {
    expect(
      startingPrice({
        pricing: [price(85), price(45), price(160, 150)],
        amount: 0,
        discountedAmount: null,
      }),
    ).toEqual({ amount: 45, from: true });
    expect(
      startingPrice({ pricing: [price(50), price(60, 50)], amount: 0, discountedAmount: null }),
    ).toEqual({ amount: 50, from: false });
  });

  it("without prices, the product's own amount", () => {
    expect(startingPrice({ pricing: [], amount: 70, discountedAmount: 65 })).toEqual({
      amount: 65,
      from: false,
    });
  });
});
