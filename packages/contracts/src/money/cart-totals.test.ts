import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals.ts';

describe('cartTotals', () => {
  it('adds tax on the discounted subtotal plus fees', () => {
    expect(
      cartTotals({
        lines: [
          { amount: 100, depositAmount: 0 },
          { amount: 50.5, depositAmount: 0 },
        ],
        taxPercentage: 15,
        discountAmount: 10,
        fees: 5,
      }),
    ).toEqual({
      subTotal: 150.5,
      discountAmount: 10,
      fees: 5,
      taxAmount: 21.83, // 15 % of 145.5 = 21.825, rounded half away from zero
      totalAmount: 167.33,
      hasDeposit: false,
      depositAmount: 0,
      nonDepositAmount: 150.5,
      amountToBePaid: 167.33,
      taxToBePaid: 21.83,
    });
  });

  it('never discounts more than the subtotal, nor a negative amount', () => {
    const lines = [{ amount: 40, depositAmount: 0 }];
    expect(cartTotals({ lines, taxPercentage: 15, discountAmount: 50, fees: 0 })).toMatchObject({
      discountAmount: 40,
      taxAmount: 0,
      totalAmount: 0,
    });
    expect(cartTotals({ lines, taxPercentage: 0, discountAmount: -5, fees: 0 })).toMatchObject({
      discountAmount: 0,
      totalAmount: 40,
    });
  });

  it('with a deposit, pays now the deposits and the lines without one, with their tax', () => {
    const totals = cartTotals({
      lines: [
        { amount: 300, depositAmount: 50 },
        { amount: 100, depositAmount: 0 },
      ],
      taxPercentage: 15,
      discountAmount: 20,
      fees: 0,
    });
    expect(totals).toMatchObject({
      subTotal: 400,
      totalAmount: 437, // (400 - 20) * 1.15
      hasDeposit: true,
      depositAmount: 50,
      nonDepositAmount: 100,
      taxToBePaid: 19.5, // 15 % of (50 + 100 - 20)
      amountToBePaid: 149.5,
    });
  });

  it('is all zeros for an empty cart', () => {
    expect(cartTotals({ lines: [], taxPercentage: 15, discountAmount: 0, fees: 0 })).toMatchObject({
      subTotal: 0,
      totalAmount: 0,
      amountToBePaid: 0,
      hasDeposit: false,
    });
  });

  it('keeps every amount at 2 decimals and pays now at most the total', () => {
    const line = fc.record({
      amount: fc.integer({ min: 0, max: 10_000_00 }).map((c) => c / 100),
      depositAmount: fc.integer({ min: 0, max: 1_000_00 }).map((c) => c / 100),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 500_00 }).map((c) => c / 100),
        (lines, taxPercentage, discountAmount) => {
          const valid = lines.map((l) => ({
            ...l,
            depositAmount: Math.min(l.depositAmount, l.amount),
          }));
          const totals = cartTotals({ lines: valid, taxPercentage, discountAmount, fees: 0 });
          for (const value of Object.values(totals)) {
            if (typeof value === 'number') expect(Math.round(value * 100) / 100).toBe(value);
          }
          expect(totals.amountToBePaid).toBeLessThanOrEqual(totals.totalAmount + 0.01);
        },
      ),
    );
  });
});
