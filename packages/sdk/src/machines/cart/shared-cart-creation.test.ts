import { cartSources, type Cart } from '@storefront/contracts';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../auth/testing/memory-storage.ts';
import type { CartEffects } from './cart-effects.ts';
import { withSharedCartCreation, type CartCreationLocks } from './shared-cart-creation.ts';

/** Web Locks as the browser grants them: one holder of a name at a time, in request order. */
function fakeLocks(): CartCreationLocks & { requests: string[] } {
  let tail: Promise<unknown> = Promise.resolve();
  const requests: string[] = [];
  return {
    requests,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requests.push(name);
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

const signal = new AbortController().signal;
const cartOf = (id: string) => ({ id }) as unknown as Cart;

function server() {
  let created = 0;
  const carts = new Map<string, Cart>();
  return {
    createCart: vi.fn<CartEffects['createCart']>(async () => {
      await Promise.resolve();
      const cart = cartOf(`cart-${++created}`);
      carts.set(cart.id, cart);
      return cart;
    }),
    loadCart: vi.fn<CartEffects['loadCart']>(async ({ cartId }) => {
      const cart = carts.get(cartId);
      if (!cart) throw new Error('CART_NOT_FOUND');
      return Promise.resolve(cart);
    }),
  };
}

describe('withSharedCartCreation (several pages of one origin starting together)', () => {
  it('creates one cart for two pages that find none, the second loading the first one’s', async () => {
    const api = server();
    const storage = new MemoryStorage();
    const locks = fakeLocks();
    const first = withSharedCartCreation(api, storage, locks);
    const second = withSharedCartCreation(api, storage, locks);
    const input = { source: cartSources.website };
    const [a, b] = await Promise.all([
      first.createCart(input, signal),
      second.createCart(input, signal),
    ]);
    expect(a.id).toBe('cart-1');
    expect(b.id).toBe('cart-1');
    expect(api.createCart).toHaveBeenCalledTimes(1);
    expect(storage.getItem('cartId')).toBe('cart-1');
    expect(locks.requests).toEqual(['storefront-cart-creation', 'storefront-cart-creation']);
  });

  it('creates a new cart when the stored one cannot be loaded', async () => {
    const api = server();
    const storage = new MemoryStorage();
    storage.setItem('cartId', 'gone');
    const effects = withSharedCartCreation(api, storage, fakeLocks());
    const cart = await effects.createCart({ source: cartSources.website }, signal);
    expect(cart.id).toBe('cart-1');
    expect(storage.getItem('cartId')).toBe('cart-1');
  });

  it('leaves the effects as they are without the Web Locks API', () => {
    const api = server();
    expect(withSharedCartCreation(api, new MemoryStorage(), undefined)).toBe(api);
  });
});
