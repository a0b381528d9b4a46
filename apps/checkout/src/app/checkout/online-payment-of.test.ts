import { describe, expect, it } from 'vitest';
import { emptyCardForm } from '../../features/card-form/card-form-values.ts';
import { onlinePaymentOf, type OnlinePaymentSources } from './online-payment-of.ts';

const now = () => new Date('2026-05-15T10:00:00Z');
const sources: OnlinePaymentSources = {
  cardProvider: 'moyasar',
  card: emptyCardForm,
  embeddedForm: null,
  brandName: 'Demo Store',
  now,
};
const madaCard = {
  ...emptyCardForm,
  cardNumber: '4201 3201 1111 1010',
  nameOnCard: 'Sara Ali',
  expiryMonth: '04',
  expiryYear: '39',
  cvc: '123',
};

describe('onlinePaymentOf', () => {
  it('pays Apple Pay under the brand’s name, and tabby and tamara as they are', () => {
    expect(onlinePaymentOf('applepay', sources)).toEqual({
      method: 'applepay',
      label: 'Demo Store',
    });
    expect(onlinePaymentOf('tabby', sources)).toEqual({ method: 'tabby' });
    expect(onlinePaymentOf('tamara', sources)).toEqual({ method: 'tamara' });
  });

  it('sends a valid card to the token-style provider, telling mada apart', () => {
    expect(onlinePaymentOf('card', { ...sources, card: madaCard })).toEqual({
      method: 'card',
      provider: 'moyasar',
      card: { number: '4201320111111010', name: 'Sara Ali', month: '04', year: '39', cvc: '123' },
      isMada: true,
    });
    expect(onlinePaymentOf('card', sources)).toBeNull();
  });

  it('uses the session-style provider’s form once it is ready', () => {
    const myfatoorah = { ...sources, cardProvider: 'myfatoorah' } as const;
    expect(onlinePaymentOf('card', myfatoorah)).toBeNull();
    const form = {
      init: () => undefined,
      submit: () => Promise.resolve({ sessionId: 's', cardBrand: 'visa' }),
    };
    expect(onlinePaymentOf('card', { ...myfatoorah, embeddedForm: form })).toEqual({
      method: 'card',
      provider: 'myfatoorah',
      form,
    });
  });
});
