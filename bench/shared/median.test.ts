import { describe, expect, it } from 'vitest';
import { median } from './median.ts';

describe('median', () => {
  it('takes the middle figure of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([5])).toBe(5);
  });

  it('takes the mean of the middle two of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no figures', () => {
    expect(() => median([])).toThrow(/no figures/);
  });
});
