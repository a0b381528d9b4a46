import { describe, expect, it } from 'vitest';
import { testPrice } from '@storefront/sdk/testing';
import { startingPrice } from './starting-price.ts';

const price = (amount: number, discountedAmount: number | null = null) =>
  testPrice(`price-${String(amount)}`, amount, { discountedAmount });

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
