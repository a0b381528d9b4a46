import { describe, expect, it } from 'vitest';
import { forceAtLeast } from './force-at-least.ts';

describe('forceAtLeast', () => {
  it.each([
    [0, 1, 1],
    [-3, 1, 1],
    [-0.5, 1, 1],
    [2.7, 1, 2],
    [5, 1, 5],
    [1, 2, 2],
    [Number.NaN, 1, 1],
    [Number.POSITIVE_INFINITY, 1, 1],
  ])('forces %s to at least %s: %s', (value, minimum, forced) => {
    expect(forceAtLeast(value, minimum)).toBe(forced);
  });

  it('gives the minimum (1 by default) for a missing value', () => {
    expect(forceAtLeast(undefined)).toBe(1);
    expect(forceAtLeast(undefined, 3)).toBe(3);
  });
});
