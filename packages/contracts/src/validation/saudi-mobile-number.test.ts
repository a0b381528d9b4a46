import { describe, expect, it } from 'vitest';
import { failuresOf } from './testing/failures-of.ts';
import { parseSaudiMobileNumber, saudiMobileNumberSchema } from './saudi-mobile-number.ts';

const invalid = ['validation.phone.invalid', 'Enter a valid Saudi mobile number, e.g. 05XXXXXXXX'];

describe('saudiMobileNumberSchema', () => {
  it.each([
    '0512345678',
    '512345678',
    '+966512345678',
    '00966512345678',
    '966512345678',
    '051 234 5678',
    '+966 51 234 5678',
    '+966 (51) 234-5678',
    ' 0512345678 ',
    '٠٥١٢٣٤٥٦٧٨',
    '٠٥١ ٢٣٤ ٥٦٧٨',
    '۰۵۱۲۳۴۵۶۷۸',
    '+٩٦٦٥١٢٣٤٥٦٧٨',
    '٠٠٩٦٦٥١٢٣٤٥٦٧٨',
  ])('accepts %j as +966512345678', (input) => {
    expect(saudiMobileNumberSchema.parse(input)).toBe('+966512345678');
  });

  it.each([
    ['0501234567', '+966501234567'],
    ['0551234567', '+966551234567'],
    ['0591234567', '+966591234567'],
  ])('normalises %j to %j', (input, output) => {
    expect(saudiMobileNumberSchema.parse(input)).toBe(output);
  });

  it.each([
    [undefined, ['validation.required', 'This field is required']],
    ['', ['validation.required', 'This field is required']],
    ['   ', ['validation.required', 'This field is required']],
    ['0112345678', invalid],
    ['+971501234567', invalid],
    ['+12025550143', invalid],
    ['05123', invalid],
    ['05123456789', invalid],
    ['0512345678x12', invalid],
    ['call 0512345678', invalid],
    ['mobile', invalid],
  ])('rejects %j', (input, failure) => {
    expect(failuresOf(saudiMobileNumberSchema, input)).toEqual([failure]);
  });
});

describe('parseSaudiMobileNumber', () => {
  it('gives E.164 or null', () => {
    expect(parseSaudiMobileNumber('٠٥١٢ ٣٤٥ ٦٧٨')).toBe('+966512345678');
    expect(parseSaudiMobileNumber('0112345678')).toBeNull();
  });
});
