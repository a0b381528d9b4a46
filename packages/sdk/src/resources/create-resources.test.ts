import { describe, expect, it } from 'vitest';
import { createResources } from './create-resources.ts';
import { fakeApi, onlyRequest } from './testing/fake-api.ts';
import { sampleCart, sampleSettings } from './testing/sample-answers.ts';

describe('createResources', () => {
  it('builds every resource over the one http-client it is given', async () => {
    const { http, sent } = fakeApi({ json: sampleSettings });
    const api = createResources(http);

    expect(Object.keys(api).sort()).toEqual([
      'availability',
      'bankAccounts',
      'branches',
      'carts',
      'customer',
      'customerLocations',
      'packages',
      'payments',
      'presets',
      'pricing',
      'products',
      'providers',
      'settings',
      'walletPasses',
    ]);
    await expect(api.settings.paymentAndTax()).resolves.toEqual(sampleSettings);
    expect(onlyRequest(sent).url.host).toBe('api.test');
  });

  it('routes carts through the same client', async () => {
    const { http, sent } = fakeApi({ json: sampleCart });

    await createResources(http).carts.create(0);

    expect(onlyRequest(sent).url.pathname).toBe('/api/app/cart/new-cart');
  });
});
