import { describe, expect, it } from 'vitest';
import { expiryMonthSchema } from './expiry-month.ts';
import { failuresOf } from './testing/failures-of.ts';

const invalid = ['validation.expiryMonth.invalid', 'Enter a valid month (01 to 12)'];

describe('expiryMonthSchema', () => {
  it.each([
    ['01', '01'],
    ['09', '09'],
    ['12', '12'],
    [' 07 ', '07'],
    ['٠٧', '07'],
    ['۱۲', '12'],
  ])('accepts %j as %j', (input, output) => {
    expect(expiryMonthSchema.parse(input)).toBe(output);
  });

  it.each([
    [undefined, ['validation.required', 'This field is required']],
    ['', ['validation.required', 'This field is required']],
    ['00', invalid],
    ['13', invalid],
    ['1', invalid],
    ['001', invalid],
    ['ab', invalid],
  ])('rejects %j', (input, failure) => {
    expect(failuresOf(expiryMonthSchema, input)).toEqual([failure]);
  });
});
