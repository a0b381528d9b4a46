import { describe, expect, it } from 'vitest';
import { recomputeCartTotals } from './recompute-cart-totals.ts';
import { cartLine, testCart } from '../testing/cart-fixtures.ts';

describe('recomputeCartTotals (docs/product/flows.md: "Optimistic totals use the tenant tax percentage and are rounded to 2 decimals")', () => {
  it('taxes subtotal less discount plus fees, rounded to 2 decimals', () => {
    const cart = testCart('c', [cartLine('a', { price: 10.01 }), cartLine('b', { price: 0.02 })], {
      discountAmount: 1,
      fees: 2.5,
    });
    expect(recomputeCartTotals(cart, 15)).toMatchObject({
      subTotal: 10.03,
      discountAmount: 1,
      taxAmount: 1.73, // 11.53 × 0.15 = 1.7295
      totalAmount: 13.26,
      hasDeposit: false,
      amountToBePaid: 13.26,
      taxToBePaid: 1.73,
      nonDepositAmount: 10.03, // every line is paid in full (contracts' cartTotals)
    });
  });

  it('never discounts more than the subtotal', () => {
    const cart = testCart('c', [cartLine('a', { price: 5 })], { discountAmount: 50 });
    expect(recomputeCartTotals(cart, 0)).toMatchObject({ discountAmount: 5, totalAmount: 0 });
  });

  it('pays deposits and their tax now, the rest later', () => {
    const cart = testCart('c', [cartLine('a', { price: 100, depositAmount: 20 })]);
    expect(recomputeCartTotals(cart, 15)).toMatchObject({
      totalAmount: 115,
      depositAmount: 20,
      hasDeposit: true,
      taxToBePaid: 3,
      amountToBePaid: 23,
      nonDepositAmount: 0, // the only line takes a deposit
    });
  });
});
