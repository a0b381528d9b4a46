import { paymentProviderSchema, type PaymentProvider } from '@storefront/contracts';
import { describe, expect, it, vi } from 'vitest';
import { PaymentProviderError, type PaymentProviders } from './payment-provider-ports.ts';
import { createPaymentProviders, paymentProviderRegistry } from './provider-registry.ts';

function fakeProviders() {
  const port = () => ({
    fetchPayment: vi.fn(),
    refund: vi.fn(),
    capture: vi.fn(),
    authorise: vi.fn(),
    close: vi.fn(),
    cancel: vi.fn(),
    findByGivenId: vi.fn(),
  });
  return { moyasar: port(), myfatoorah: port(), tabby: port(), tamara: port() };
}

describe('paymentProviderRegistry', () => {
  it('defines every provider of the contracts once, under its own id', () => {
    for (const id of paymentProviderSchema.options) {
      expect(paymentProviderRegistry[id].id).toBe(id);
    }
  });

  it('says which methods each provider takes and how it settles', () => {
    expect(paymentProviderRegistry.moyasar.methods).toEqual(['mada', 'visa', 'applepay']);
    expect(paymentProviderRegistry.tabby.methods).toEqual(['tabby']);
    expect(paymentProviderRegistry.tamara.settles).toBe('after-authorization');
    expect(paymentProviderRegistry.myfatoorah.settles).toBe('at-once');
  });

  it('settles cards at once, instalments by capture or authorise', async () => {
    const fake = fakeProviders();
    const providers = fake as unknown as PaymentProviders;
    expect(paymentProviderRegistry.moyasar.settling(providers).settleAuthorized).toBeNull();
    await paymentProviderRegistry.tabby.settling(providers).settleAuthorized?.('tp_1', 115);
    expect(fake.tabby.capture).toHaveBeenCalledWith('tp_1', 115);
    await paymentProviderRegistry.tamara.settling(providers).settleAuthorized?.('to_1', 115);
    expect(fake.tamara.authorise).toHaveBeenCalledWith('to_1');
    await paymentProviderRegistry.myfatoorah.settling(providers).fetchPayment('mf_1');
    expect(fake.myfatoorah.fetchPayment).toHaveBeenCalledWith('mf_1');
  });

  it('gives money back as each provider defines it: refund captured, void authorised', async () => {
    const fake = fakeProviders();
    const providers = fake as unknown as PaymentProviders;
    const payment = (providerPaymentId: string, status: 'paid' | 'authorized') => ({
      providerPaymentId,
      status,
      amount: 115,
      currency: 'SAR',
      reference: 'attempt',
      failureReason: null,
      providerMessage: null,
    });
    const settling = (id: PaymentProvider) => paymentProviderRegistry[id].settling(providers);

    expect(await settling('moyasar').returnMoney(payment('pay_1', 'paid'))).toBe('refunded');
    expect(fake.moyasar.refund).toHaveBeenCalledWith('pay_1', 115);
    expect(await settling('myfatoorah').returnMoney(payment('mf_1', 'paid'))).toBe('refunded');
    expect(fake.myfatoorah.refund).toHaveBeenCalledWith('mf_1', 115);

    expect(await settling('tabby').returnMoney(payment('tp_1', 'paid'))).toBe('refunded');
    expect(fake.tabby.refund).toHaveBeenCalledWith('tp_1', 115);
    expect(await settling('tabby').returnMoney(payment('tp_2', 'authorized'))).toBe('voided');
    expect(fake.tabby.close).toHaveBeenCalledWith('tp_2');
    expect(fake.tabby.refund).not.toHaveBeenCalledWith('tp_2', 115);

    expect(await settling('tamara').returnMoney(payment('to_1', 'paid'))).toBe('voided');
    expect(fake.tamara.cancel).toHaveBeenCalledWith('to_1', 115, 'SAR');
    expect(fake.tamara.refund).not.toHaveBeenCalled();
    // A captured order cannot be cancelled (tamara answers 4xx): it is refunded instead.
    fake.tamara.cancel.mockRejectedValueOnce(
      new PaymentProviderError('PAYMENT_PROCESSING_FAILED', 'captured', { status: 400 }),
    );
    expect(await settling('tamara').returnMoney(payment('to_2', 'paid'))).toBe('refunded');
    expect(fake.tamara.refund).toHaveBeenCalledWith('to_2', 115, 'SAR');
    // An unreachable tamara is not a refusal: nothing is refunded, the error goes up.
    fake.tamara.cancel.mockRejectedValueOnce(
      new PaymentProviderError('PROVIDER_UNAVAILABLE', 'down', { status: 503 }),
    );
    await expect(settling('tamara').returnMoney(payment('to_3', 'paid'))).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
    expect(fake.tamara.refund).not.toHaveBeenCalledWith('to_3', 115, 'SAR');
  });

  it('builds unconfigured adapters that refuse every call with CONFIGURATION_ERROR', async () => {
    const none = { apiUrl: null };
    const providers = createPaymentProviders(
      {
        moyasar: { ...none, secretKey: null, publishableKey: null },
        myfatoorah: { ...none, apiKey: null, scriptUrl: null },
        tabby: { ...none, secretKey: null, merchantCode: null },
        tamara: { ...none, apiToken: null, notificationKey: null },
      },
      { fetch: vi.fn() },
    );
    for (const id of paymentProviderSchema.options) {
      await expect(providers[id].fetchPayment('p')).rejects.toMatchObject({
        code: 'CONFIGURATION_ERROR',
      });
    }
  });
});
