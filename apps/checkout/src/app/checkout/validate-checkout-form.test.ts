import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../testing/test-i18n.ts';
import { initialCheckoutValues, type CheckoutFormValues } from './checkout-form-values.ts';
import { checkoutFormResolver, validateCheckoutForm } from './validate-checkout-form.ts';

const en = createTestI18n('en');
const messages = (values: CheckoutFormValues) =>
  Object.fromEntries(
    Object.entries(validateCheckoutForm(values)).map(([field, key]) => [field, en.t(key)]),
  );
const png = (bytes = 10, type = 'image/png') =>
  new File([new Uint8Array(bytes)], 'receipt.png', { type });
const ready: CheckoutFormValues = { ...initialCheckoutValues('cash', null), termsAccepted: true };
const bankTransfer: CheckoutFormValues = {
  ...ready,
  paymentChoice: 'banktransfer',
  bankAccountId: 'account-1',
  transferorName: 'Sara',
  receipt: png(),
};

describe('validateCheckoutForm (docs/product/validation.md)', () => {
  it('passes a cash order with the terms accepted', () => {
    expect(validateCheckoutForm(ready)).toEqual({});
  });

  it('asks for the terms: "You must accept the terms and conditions"', () => {
    expect(messages({ ...ready, termsAccepted: false })).toEqual({
      termsAccepted: 'You must accept the terms and conditions',
    });
  });

  it('asks for a payment method', () => {
    expect(messages({ ...ready, paymentChoice: '' })).toEqual({
      paymentChoice: 'Choose a payment method',
    });
    // The online methods are real choices now (their own details are checked by their forms).
    expect(messages({ ...ready, paymentChoice: 'card' })).toEqual({});
  });

  it('passes a complete bank transfer', () => {
    expect(validateCheckoutForm(bankTransfer)).toEqual({});
  });

  it('asks for the transferor name, at least 2 characters, and the receipt', () => {
    expect(messages({ ...bankTransfer, transferorName: ' ', receipt: null })).toEqual({
      transferorName: 'This field is required',
      receipt: 'This field is required',
    });
    expect(messages({ ...bankTransfer, transferorName: 'S' })).toEqual({
      transferorName: 'The name must be at least 2 characters',
    });
  });

  it('checks the receipt: one file, PNG, JPG or GIF, up to 10 MB', () => {
    expect(messages({ ...bankTransfer, receipt: png(10, 'application/pdf') })).toEqual({
      receipt: 'Unsupported file type. Please upload an image in PNG, JPG, or GIF format.',
    });
    expect(messages({ ...bankTransfer, receipt: [png(), png()] })).toEqual({
      receipt: 'Please upload one file only',
    });
    expect(messages({ ...bankTransfer, receipt: png(10 * 1024 * 1024 + 1) })).toEqual({
      receipt: 'The file is too large. The maximum size is 10 MB.',
    });
  });

  it('checks the bank-transfer fields only for a bank transfer', () => {
    expect(validateCheckoutForm({ ...bankTransfer, paymentChoice: 'cash', receipt: null })).toEqual(
      {},
    );
  });

  it('reports every failed field at once through the resolver, with message keys', async () => {
    const result = await checkoutFormResolver(
      { ...bankTransfer, termsAccepted: false, transferorName: '' },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.errors).toEqual({
      termsAccepted: { type: 'validation', message: 'validation.terms.required' },
      transferorName: { type: 'validation', message: 'validation.required' },
    });
  });
});
