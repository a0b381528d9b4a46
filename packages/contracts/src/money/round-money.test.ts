import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundMoney } from './round-money.ts';

describe('roundMoney', () => {
  it.each([
    [1.005, 1.01],
    [0.1 + 0.2, 0.3],
    [1.004, 1],
    [2.675, 2.68],
    [1.255, 1.26],
    [10, 10],
    [19.999, 20],
    [0.125, 0.13],
    [-1.005, -1.01],
    [-0.001, 0],
    [123456789.125, 123456789.13],
    [115 * 0.15, 17.25],
  ])('rounds %s to %s', (input, expected) => {
    expect(roundMoney(input)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(roundMoney(-0.004), 0)).toBe(true);
  });

  it('returns non-finite input unchanged', () => {
    expect(roundMoney(Number.NaN)).toBeNaN();
    expect(roundMoney(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });

  it('leaves any amount of whole halalas as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (halalas) => {
        const amount = halalas / 100;
        expect(roundMoney(amount)).toBe(amount === 0 ? 0 : amount);
      }),
    );
  });
});
