import { describe, expect, it } from 'vitest';
import type { PaymentMethod, PaymentMethodCode } from './payment-method.ts';
import { paymentMethodCode, paymentMethodSchema } from './payment-method.ts';

describe('paymentMethodCode', () => {
  it.each<[PaymentMethod, PaymentMethodCode]>([
    ['cash', 1],
    ['mada', 2],
    ['visa', 2],
    ['applepay', 2],
    ['tamara', 2],
    ['tabby', 2],
    ['banktransfer', 3],
  ])('sends %s as %i', (method, code) => {
    expect(paymentMethodCode(method)).toBe(code);
  });

  it.each(['paylater', 'CASH', '', null, undefined])('defaults %j to 1', (method) => {
    expect(paymentMethodCode(method)).toBe(1);
  });
});

describe('paymentMethodSchema', () => {
  it('holds the seven method values of the spec', () => {
    expect(paymentMethodSchema.options).toEqual([
      'mada',
      'visa',
      'cash',
      'applepay',
      'tamara',
      'tabby',
      'banktransfer',
    ]);
  });
});
