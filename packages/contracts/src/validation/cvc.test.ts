import { describe, expect, it } from 'vitest';
import { cvcSchema } from './cvc.ts';
import { failuresOf } from './testing/failures-of.ts';

const invalid = ['validation.cvc.invalid', 'The CVC must be 3 or 4 digits'];

describe('cvcSchema', () => {
  it.each([
    ['123', '123'],
    ['1234', '1234'],
    ['١٢٣', '123'],
    ['۱۲۳۴', '1234'],
    [' 123 ', '123'],
  ])('accepts %j as %j', (input, output) => {
    expect(cvcSchema.parse(input)).toBe(output);
  });

  it.each([
    [undefined, ['validation.required', 'This field is required']],
    ['', ['validation.required', 'This field is required']],
    ['12', invalid],
    ['12345', invalid],
    ['12a', invalid],
    ['1 23', invalid],
  ])('rejects %j', (input, failure) => {
    expect(failuresOf(cvcSchema, input)).toEqual([failure]);
  });
});
