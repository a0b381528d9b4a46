import type { Cart } from '@storefront/contracts';
import { createSdkEvents } from '@storefront/sdk';
import { deferred, MemoryStorage, testCart } from '@storefront/sdk/testing';
import { describe, expect, it, vi } from 'vitest';
import { createWidgetCart } from './widget-cart.ts';

const item = { productId: 'coffee', priceId: '250g', quantity: 1 };

/** The cart calls a widget makes, with the new cart's creation held until the test lets it go. */
function cartCalls() {
  const creation = deferred<Cart>();
  const withItem = testCart('c1', [], { cartItems: [] });
  const http = {
    post: vi.fn((path: string) =>
      path === '/api/app/cart/new-cart' ? creation.promise : Promise.resolve(withItem),
    ),
    get: vi.fn(() => Promise.resolve(withItem)),
    put: vi.fn(),
    delete: vi.fn(),
  };
  return { http, creation };
}

describe('createWidgetCart', () => {
  it('adds an item pressed for while the shopper’s cart is still being created, once it is there', async () => {
    const { http, creation } = cartCalls();
    const cart = createWidgetCart(
      { http: http as never, events: createSdkEvents() },
      'en',
      new MemoryStorage(),
      undefined,
    );
    const added = cart.add(item);
    await Promise.resolve();
    // Nothing is sent before the cart exists, and the press is not refused.
    expect(http.post).toHaveBeenCalledTimes(1);
    creation.resolve(testCart('c1'));
    await expect(added).resolves.toMatchObject({ id: 'c1' });
    expect(http.post).toHaveBeenLastCalledWith(
      '/api/app/cart/cart-items/c1',
      [item],
      expect.objectContaining({ query: { singleItem: true } }),
    );
    expect(cart.cartId()).toBe('c1');
  });
  it('says why when the cart cannot be created, instead of waiting for ever', async () => {
    const { http } = cartCalls();
    http.post.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    const cart = createWidgetCart(
      { http: http as never, events: createSdkEvents() },
      'en',
      new MemoryStorage(),
      undefined,
    );
    const error = await cart.add(item).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).not.toBe('');
    expect(http.post).not.toHaveBeenCalledWith(
      expect.stringContaining('cart-items'),
      expect.anything(),
      expect.anything(),
    );
  });
});
