import { describe, expect, it } from 'vitest';
import { fileWithinSize } from './file-within-size.ts';

describe('fileWithinSize', () => {
  it.each([
    [0, 10, true],
    [10, 10, true],
    [11, 10, false],
  ])('a file of %i bytes against %i: %s', (size, max, expected) => {
    expect(fileWithinSize({ size }, max)).toBe(expected);
  });
});
