// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../testing/render-page.ts';
import { startTestCartFlow } from '../../testing/cart-flow.ts';
import { useRefetchStaleCart } from './use-refetch-stale-cart.ts';

function visibilityDocument() {
  const state: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
  return Object.assign(new EventTarget(), state);
}

describe('useRefetchStaleCart (docs/product/constants.md: the cart is fresh for 2 minutes)', () => {
  it('re-reads the cart when the page comes back after 2 minutes, not before', async () => {
    const flow = startTestCartFlow();
    await vi.waitFor(() => expect(flow.actor.getSnapshot().matches('idle')).toBe(true));
    let now = 1_000_000;
    const doc = visibilityDocument();
    renderHook(() => useRefetchStaleCart(flow.actor, { document: doc, now: () => now }));
    expect(flow.carts.get).toHaveBeenCalledTimes(1);
    now += 119_000;
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(flow.carts.get).toHaveBeenCalledTimes(1);
    now += 1_000;
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(flow.carts.get).toHaveBeenCalledTimes(2));
  });

  it('does nothing while the page is hidden', async () => {
    const flow = startTestCartFlow();
    await vi.waitFor(() => expect(flow.actor.getSnapshot().matches('idle')).toBe(true));
    let now = 0;
    const doc = visibilityDocument();
    renderHook(() => useRefetchStaleCart(flow.actor, { document: doc, now: () => now }));
    now += 600_000;
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(flow.carts.get).toHaveBeenCalledTimes(1);
  });
});
