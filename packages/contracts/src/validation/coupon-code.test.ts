import { describe, expect, it } from 'vitest';
import { couponCodeSchema } from './coupon-code.ts';
import { failuresOf } from './testing/failures-of.ts';

const tooLong = ['validation.couponCode.tooLong', 'The discount code must be under 50 characters'];

describe('couponCodeSchema', () => {
  it.each([
    ['WELCOME10', 'WELCOME10'],
    [' SAVE50 ', 'SAVE50'],
    ['A'.repeat(49), 'A'.repeat(49)],
    [`  ${'A'.repeat(49)}  `, 'A'.repeat(49)],
  ])('accepts %j as %j', (input, output) => {
    expect(couponCodeSchema.parse(input)).toBe(output);
  });

  it.each([
    [undefined, ['validation.required', 'This field is required']],
    ['', ['validation.required', 'This field is required']],
    ['   ', ['validation.required', 'This field is required']],
    ['A'.repeat(50), tooLong],
  ])('rejects %j', (input, failure) => {
    expect(failuresOf(couponCodeSchema, input)).toEqual([failure]);
  });
});
