import { describe, expect, it } from 'vitest';
import { failuresOf } from './testing/failures-of.ts';
import { zipCodeSchema } from './zip-code.ts';

const invalid = ['validation.zipCode.invalid', 'Enter a valid ZIP code (5 digits)'];

describe('zipCodeSchema', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['   ', undefined],
    ['12345', '12345'],
    [' 12345 ', '12345'],
    ['12345-6789', '12345-6789'],
    ['١٢٣٤٥', '12345'],
    ['۱۲۳۴۵-۶۷۸۹', '12345-6789'],
  ])('accepts %j as %j', (input, output) => {
    expect(zipCodeSchema.parse(input)).toBe(output);
  });

  it.each([
    ['1234', invalid],
    ['123456', invalid],
    ['12345-678', invalid],
    ['12345 6789', invalid],
    ['ABCDE', invalid],
    [12345, ['validation.invalid', 'This value is not valid']],
  ])('rejects %j', (input, failure) => {
    expect(failuresOf(zipCodeSchema, input)).toEqual([failure]);
  });
});
