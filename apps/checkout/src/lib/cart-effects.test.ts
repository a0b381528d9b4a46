import type { CartStatusOptions, EventStream } from '@storefront/sdk';
import { describe, expect, it, vi } from 'vitest';
import { testCart } from '../testing/cart-fixtures.ts';
import { fakeSdk } from '../testing/fake-sdk.ts';
import { createCartEffects } from './cart-effects.ts';

describe('createCartEffects (the cart flow’s calls of docs/product/api.md)', () => {
  it('sends each effect to its cart call, with the flow’s abort signal', async () => {
    const fake = fakeSdk();
    const cart = testCart();
    for (const call of Object.values(fake.carts)) call.mockResolvedValue(cart);
    const effects = createCartEffects(fake.sdk);
    const { signal } = new AbortController();
    await effects.loadCart({ cartId: 'c' }, signal);
    await effects.createCart({ source: 1 }, signal);
    await effects.updateCoupon({ cartId: 'c', couponCode: 'X' }, signal);
    const customer = {
      name: 'Sara',
      mobileNumber: '+966512345678',
      otpToken: 't',
      customFields: {},
    };
    await effects.updateCustomer({ cartId: 'c', customer }, signal);
    await effects.validateCart({ cartId: 'c' }, signal);
    await effects.processCart({ cartId: 'c', paymentMethodCode: 3 }, signal);
    expect(fake.carts.get).toHaveBeenCalledWith('c', { signal });
    expect(fake.carts.create).toHaveBeenCalledWith(1, { signal });
    expect(fake.carts.updateCoupon).toHaveBeenCalledWith('c', 'X', { signal });
    expect(fake.carts.updateCustomer).toHaveBeenCalledWith('c', customer, { signal });
    expect(fake.carts.validate).toHaveBeenCalledWith('c', { signal });
    expect(fake.carts.process).toHaveBeenCalledWith('c', 3, { signal });
  });

  it('waits for the completed status on the cart’s status stream, with the shopper’s session', async () => {
    const fake = fakeSdk();
    const opened: CartStatusOptions[] = [];
    const openStatusStream = vi.fn((options: CartStatusOptions): EventStream => {
      opened.push(options);
      return { close: vi.fn(), lastEventId: '', done: Promise.resolve() };
    });
    const effects = createCartEffects(fake.sdk, openStatusStream);
    const done = effects.waitForCartCompleted({ cartId: 'c' }, new AbortController().signal);
    // The wait's code is a chunk of its own, loaded first.
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({
      baseUrl: 'https://checkout.test',
      tenantId: 'demo',
      cartId: 'c',
      auth: fake.auth.session,
    });
    opened[0]?.onStatus({ status: 'completed', orderNumber: 'ORD-000007' });
    await expect(done).resolves.toEqual({ orderNumber: 'ORD-000007' });
  });
});
