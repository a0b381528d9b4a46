import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Cart } from '@storefront/contracts';
import { MemoryStorage } from '../../auth/testing/memory-storage.ts';
import { cartEffectActors } from './cart-effects.ts';
import { cartMachine } from './cart-machine.ts';
import { followCartUpdates, type OpenCartUpdates } from './cart-updates.ts';
import { apiError } from '../testing/api-errors.ts';
import { cartLine, testCart } from '../testing/cart-fixtures.ts';
import { settle } from '../testing/settle.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function startFollowing(loadCart: (input: { cartId: string }) => Promise<Cart>) {
  const storage = new MemoryStorage();
  const actor = createActor(
    cartMachine.provide({
      actors: cartEffectActors({
        loadCart,
        createCart: async () => testCart('new-cart'),
        processCart: async ({ cartId }) => ({ orderNumber: 'ORD-1', cartId, status: 'completed' }),
        validateCart: async () => undefined,
        waitForCartCompleted: async () => ({ orderNumber: 'ORD-1' }),
      }),
    }),
    { input: { storage, cartId: 'c1', language: 'en' } },
  );
  const streams: { cartId: string; send: (cart: Cart) => void; close: ReturnType<typeof vi.fn> }[] =
    [];
  const open: OpenCartUpdates = (cartId, onCartUpdated) => {
    const close = vi.fn();
    streams.push({ cartId, send: onCartUpdated, close });
    return { close };
  };
  actor.start();
  const stop = followCartUpdates(actor, open);
  return { actor, streams, stop };
}

describe('followCartUpdates (docs/product/event-streams.md, the cart-updates stream)', () => {
  it('opens the stream once the cart is loaded; a streamed cart makes the flow re-read it', async () => {
    let quantity = 1;
    const { actor, streams } = startFollowing(async ({ cartId }) =>
      testCart(cartId, [cartLine('a', { quantity })]),
    );
    expect(streams).toEqual([]);
    await settle();
    expect(streams.map((stream) => stream.cartId)).toEqual(['c1']);
    quantity = 3;
    streams[0]?.send(testCart('c1', [cartLine('a', { quantity: 3 })]));
    await settle();
    expect(actor.getSnapshot().context.cart?.cartItems[0]?.quantity).toBe(3);
  });

  it('follows a new cart when the stored one is gone (404), closes on completion and on stop', async () => {
    const { actor, streams, stop } = startFollowing(async ({ cartId }) => {
      if (cartId === 'c1') throw apiError(404, 'CART_NOT_FOUND');
      return testCart(cartId, [cartLine('a')]);
    });
    await settle();
    expect(streams.map((stream) => stream.cartId)).toEqual(['new-cart']);
    actor.send({ type: 'SUBMIT_ORDER', paymentMethod: 'cash' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(streams[0]?.close).toHaveBeenCalledTimes(1);
    // A cart sent after the end changes nothing and throws nothing.
    streams[0]?.send(testCart('new-cart'));
    stop();
    expect(streams[0]?.close).toHaveBeenCalledTimes(1);
  });

  it('stop closes the open stream', async () => {
    const { streams, stop } = startFollowing(async ({ cartId }) => testCart(cartId));
    await settle();
    stop();
    expect(streams[0]?.close).toHaveBeenCalledTimes(1);
  });
});
