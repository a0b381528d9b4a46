import { describe, expect, it } from 'vitest';
import { otpCodeFromText } from './otp-code-from-text.ts';

describe('otpCodeFromText', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['123-456', '123456'],
    ['١٢٣٤٥٦', '123456'],
    ['۱۲۳ ۴۵۶', '123456'],
    ['\u200e123456\u200f', '123456'],
  ])('reads the code alone: %j', (text, code) => {
    expect(otpCodeFromText(text)).toBe(code);
  });

  it('reads a whole SMS in either language, by its WebOTP line', () => {
    expect(
      otpCodeFromText(
        'Your verification code is 048213. It expires in 5 minutes.\n\n@pay.example.com #048213',
      ),
    ).toBe('048213');
    expect(
      otpCodeFromText(
        'رمز التحقق الخاص بك هو ٠٤٨٢١٣. تنتهي صلاحيته خلال 5 دقائق.\n\n@localhost #048213',
      ),
    ).toBe('048213');
  });

  it('prefers the WebOTP line over other numbers in the text', () => {
    expect(otpCodeFromText('Order 654321: your code\n\n@shop.example #111222')).toBe('111222');
  });

  it('reads an SMS without a WebOTP line by its only 6-digit number', () => {
    expect(otpCodeFromText('Code 482913 for +966512345678, valid 5 minutes')).toBe('482913');
  });

  it.each([
    ['nothing', ''],
    ['too few digits', '12345'],
    ['too many digits', '1234567'],
    ['letters', 'abcdef'],
    ['two different codes', 'Codes 111111 and 222222'],
    ['a phone number only', 'Call +966512345678'],
  ])('finds no code in %s', (_label, text) => {
    expect(otpCodeFromText(text)).toBeNull();
  });
});
