import { describe, expect, it } from 'vitest';
import { onlinePaymentMethod } from './online-payment-method.ts';

const card = { number: '4201320111111010', name: 'Sara Ali', month: '04', year: '30', cvc: '123' };

describe('onlinePaymentMethod', () => {
  it('names a mada card mada, other cards visa, and the rest by their method', () => {
    expect(onlinePaymentMethod({ method: 'card', provider: 'moyasar', card, isMada: true })).toBe(
      'mada',
    );
    expect(onlinePaymentMethod({ method: 'card', provider: 'moyasar', card, isMada: false })).toBe(
      'visa',
    );
    const form = { submit: () => Promise.resolve({ sessionId: 's', cardBrand: 'visa' }) };
    expect(onlinePaymentMethod({ method: 'card', provider: 'myfatoorah', form })).toBe('visa');
    expect(onlinePaymentMethod({ method: 'applepay', label: 'Demo Store' })).toBe('applepay');
    expect(onlinePaymentMethod({ method: 'tamara' })).toBe('tamara');
  });
});
