import { createSdkEvents, type EmittedEvent } from '@storefront/sdk';
import type { SdkEventMap } from '@storefront/contracts';
import { describe, expect, it } from 'vitest';
import { testCart } from '../testing/cart-fixtures.ts';
import { cartAnnouncer } from './cart-announcer.ts';

function record() {
  const events = createSdkEvents();
  const seen: EmittedEvent<SdkEventMap>[] = [];
  events.onAny((event) => seen.push(event));
  return { events, seen };
}

describe('cartAnnouncer (docs/product/flows.md, events announced)', () => {
  it('emits the cart flow’s announcements as SDK events', () => {
    const { events, seen } = record();
    const announce = cartAnnouncer(events, 'cart-1');
    const cart = testCart();
    announce({ type: 'cartCreated', cart, isNew: false });
    announce({ type: 'couponUpdated', cart, code: 'WELCOME10' });
    announce({ type: 'couponUpdated', cart, code: '' });
    announce({ type: 'customerUpdated', cart });
    announce({ type: 'cartCompleted', cartId: 'cart-1', orderNumber: 'ORD-1' });
    expect(seen).toEqual([
      { type: 'cartCreated', payload: { cart } },
      { type: 'couponUpdated', payload: { cart, couponCode: 'WELCOME10' } },
      { type: 'couponUpdated', payload: { cart, couponCode: null } },
      { type: 'customerUpdated', payload: { cart } },
      { type: 'cartCompleted', payload: { cartId: 'cart-1', orderNumber: 'ORD-1' } },
    ]);
  });

  it('counts failures in cartError, not refused events, and names the cart', () => {
    const { events, seen } = record();
    const announce = cartAnnouncer(events, 'cart-1');
    const failure = { code: 'NETWORK_ERROR', message: 'Network error occurred', status: 0 };
    announce({ type: 'cartError', error: failure });
    announce({ type: 'cartError', error: { ...failure, code: 'INVALID_STATE', eventType: 'X' } });
    announce({ type: 'cartError', error: failure });
    expect(seen.map((event) => event.payload)).toEqual([
      { cartId: 'cart-1', code: 'NETWORK_ERROR', message: 'Network error occurred', retryCount: 1 },
      { cartId: 'cart-1', code: 'INVALID_STATE', message: 'Network error occurred', retryCount: 1 },
      { cartId: 'cart-1', code: 'NETWORK_ERROR', message: 'Network error occurred', retryCount: 2 },
    ]);
  });
});
