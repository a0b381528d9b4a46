import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@storefront/contracts';
import type { ApiError } from '../http/api-error.ts';
import { sampleCart } from '../resources/testing/sample-answers.ts';
import { openCartStatusStream, openCartStream } from './cart-stream.ts';
import { scriptedFetch, streamAnswer } from './testing/scripted-fetch.ts';

const base = { baseUrl: 'https://api.test/', tenantId: 'tenant-1', cartId: sampleCart.id };

function errorsOf() {
  const errors: { code: string; status: number; fatal: boolean }[] = [];
  return {
    errors,
    onError: (error: ApiError, { fatal }: { fatal: boolean }) =>
      errors.push({ code: error.code, status: error.status, fatal }),
  };
}

describe('openCartStream', () => {
  it('connects to /api/sse/cart with the cart and tenant ids and delivers each parsed cart', async () => {
    const stream = streamAnswer();
    const { fetch, connections } = scriptedFetch(stream);
    const carts: Cart[] = [];

    const events = openCartStream({ ...base, fetch, onCartUpdated: (cart) => carts.push(cart) });
    stream.send(': connected\n\n');
    stream.send(
      `id: 5\nevent: cartUpdated\ndata: ${JSON.stringify({ ...sampleCart, extra: 1 })}\n\n`,
    );
    stream.send('id: 6\nevent: somethingElse\ndata: {}\n\n');
    await vi.waitFor(() => expect(events.lastEventId).toBe('6'));

    const url = connections[0]?.url;
    expect(url?.origin + (url?.pathname ?? '')).toBe('https://api.test/api/sse/cart');
    expect([...(url?.searchParams ?? [])]).toEqual([
      ['cartId', sampleCart.id],
      ['tenantId', 'tenant-1'],
    ]);
    expect(carts).toEqual([sampleCart]);
    events.close();
    await events.done;
  });

  it('reports a malformed cart event and keeps reading', async () => {
    const stream = streamAnswer();
    const { fetch } = scriptedFetch(stream);
    const carts: Cart[] = [];
    const { errors, onError } = errorsOf();

    const events = openCartStream({
      ...base,
      fetch,
      onError,
      onCartUpdated: (cart) => carts.push(cart),
    });
    stream.send('event: cartUpdated\ndata: not json\n\n');
    stream.send(
      `event: cartUpdated\ndata: ${JSON.stringify({ ...sampleCart, id: undefined })}\n\n`,
    );
    stream.send(`event: cartUpdated\ndata: ${JSON.stringify(sampleCart)}\n\n`);
    await vi.waitFor(() => expect(carts).toHaveLength(1));

    expect(errors).toEqual([
      { code: 'INVALID_RESPONSE', status: 200, fatal: false },
      { code: 'INVALID_RESPONSE', status: 200, fatal: false },
    ]);
    events.close();
    await events.done;
  });

  it('reconnects after a dropped stream with Last-Event-ID and goes on delivering', async () => {
    const first = streamAnswer();
    const second = streamAnswer();
    const { fetch, connections } = scriptedFetch(first, second);
    const carts: Cart[] = [];

    const events = openCartStream({
      ...base,
      fetch,
      sleep: async () => {},
      onCartUpdated: (cart) => carts.push(cart),
    });
    first.send(`id: 11\nevent: cartUpdated\ndata: ${JSON.stringify(sampleCart)}\n\n`);
    await vi.waitFor(() => expect(carts).toHaveLength(1));
    first.drop();
    await vi.waitFor(() => expect(connections).toHaveLength(2));
    second.send(
      `id: 12\nevent: cartUpdated\ndata: ${JSON.stringify({ ...sampleCart, notes: 'x' })}\n\n`,
    );
    await vi.waitFor(() => expect(carts).toHaveLength(2));

    expect(connections[1]?.headers.get('Last-Event-ID')).toBe('11');
    expect(carts[1]?.notes).toBe('x');
    events.close();
    await events.done;
  });
});

describe('openCartStatusStream', () => {
  it('connects to /api/sse/cart/status with from and delivers status events', async () => {
    const stream = streamAnswer();
    const { fetch, connections } = scriptedFetch(stream);
    const onStatus = vi.fn();

    const events = openCartStatusStream({
      ...base,
      fetch,
      from: '2025-03-01T10:00:00.000Z',
      onStatus,
    });
    stream.send('event: cartUpdated\ndata: {}\n\n');
    stream.send('id: 3\nevent: status\ndata: {"status":"completed","orderNumber":"ORD-1001"}\n\n');
    await vi.waitFor(() => expect(onStatus).toHaveBeenCalled());

    expect(connections[0]?.url.pathname).toBe('/api/sse/cart/status');
    expect([...(connections[0]?.url.searchParams ?? [])]).toEqual([
      ['cartId', sampleCart.id],
      ['tenantId', 'tenant-1'],
      ['from', '2025-03-01T10:00:00.000Z'],
    ]);
    expect(onStatus.mock.calls).toEqual([[{ status: 'completed', orderNumber: 'ORD-1001' }]]);
    events.close();
    await events.done;
  });

  it('stops for good when the cart does not exist', async () => {
    const { fetch } = scriptedFetch(
      new Response(
        JSON.stringify({
          error: {
            code: 'CART_NOT_FOUND',
            message: 'Cart not found',
            details: null,
            validationErrors: null,
          },
        }),
        { status: 404, headers: { 'Content-Type': 'application/json' } },
      ),
    );
    const { errors, onError } = errorsOf();

    const events = openCartStatusStream({ ...base, fetch, onError, onStatus: () => {} });
    await events.done;

    expect(errors).toEqual([{ code: 'CART_NOT_FOUND', status: 404, fatal: true }]);
  });
});
