import { paymentProviderSchema } from '@storefront/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentProviders } from './payment-provider-ports.ts';
import { createPaymentProviders, paymentProviderRegistry } from './provider-registry.ts';

function fakeProviders() {
  const port = () => ({
    fetchPayment: vi.fn(),
    refund: vi.fn(),
    capture: vi.fn(),
    authorise: vi.fn(),
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

  it('settles cards at once with a refund, and instalments by capture or authorise without one', async () => {
    const fake = fakeProviders();
    const providers = fake as unknown as PaymentProviders;
    const moyasar = paymentProviderRegistry.moyasar.settling(providers);
    expect(moyasar.settleAuthorized).toBeNull();
    await moyasar.refund?.('pay_1', 115);
    expect(fake.moyasar.refund).toHaveBeenCalledWith('pay_1', 115);

    const tabby = paymentProviderRegistry.tabby.settling(providers);
    expect(tabby.refund).toBeNull();
    await tabby.settleAuthorized?.('tp_1', 115);
    expect(fake.tabby.capture).toHaveBeenCalledWith('tp_1', 115);

    await paymentProviderRegistry.tamara.settling(providers).settleAuthorized?.('to_1', 115);
    expect(fake.tamara.authorise).toHaveBeenCalledWith('to_1');
    await paymentProviderRegistry.myfatoorah.settling(providers).fetchPayment('mf_1');
    expect(fake.myfatoorah.fetchPayment).toHaveBeenCalledWith('mf_1');
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
