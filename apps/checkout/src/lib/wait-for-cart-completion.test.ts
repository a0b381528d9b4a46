import { ApiError, type CartStatusOptions, type EventStream } from '@storefront/sdk';
import { describe, expect, it, vi } from 'vitest';
import { waitForCartCompletion } from './wait-for-cart-completion.ts';

/** A status stream the test drives: each open is recorded with its options. */
function scriptedStreams() {
  const opened: { options: CartStatusOptions; close: ReturnType<typeof vi.fn> }[] = [];
  const openStatusStream = vi.fn((options: CartStatusOptions): EventStream => {
    const close = vi.fn();
    opened.push({ options, close });
    return { close, lastEventId: '', done: Promise.resolve() };
  });
  return { opened, openStatusStream };
}

function setup(refreshed = true) {
  const streams = scriptedStreams();
  const refreshAfterUnauthorized = vi.fn(() => Promise.resolve(refreshed));
  let token = 'token-1';
  const wait = waitForCartCompletion({
    baseUrl: 'https://api.test',
    tenant: 'demo',
    openStatusStream: streams.openStatusStream,
    getAccessToken: () => token,
    refreshAfterUnauthorized,
    fetch: vi.fn(),
  });
  return { ...streams, refreshAfterUnauthorized, wait, setToken: (t: string) => (token = t) };
}

const unauthorized = new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'no' });

describe('waitForCartCompletion (the cart flow’s wait for the cart-completed event)', () => {
  it('opens the status stream for the cart and resolves with the order number', async () => {
    const { opened, wait } = setup();
    const done = wait({ cartId: 'cart-1' }, new AbortController().signal);
    const [stream] = opened;
    expect(stream?.options).toMatchObject({
      baseUrl: 'https://api.test',
      tenantId: 'demo',
      cartId: 'cart-1',
    });
    stream?.options.onStatus({ status: 'pending', orderNumber: null });
    stream?.options.onStatus({ status: 'completed', orderNumber: 'ORD-000001' });
    await expect(done).resolves.toEqual({ orderNumber: 'ORD-000001' });
    expect(stream?.close).toHaveBeenCalled();
  });

  it('sends the shopper’s token on the stream', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('')));
    const { openStatusStream, opened } = scriptedStreams();
    const wait = waitForCartCompletion({
      baseUrl: 'https://api.test',
      tenant: 'demo',
      openStatusStream,
      getAccessToken: () => 'token-1',
      refreshAfterUnauthorized: vi.fn(),
      fetch,
    });
    void wait({ cartId: 'cart-1' }, new AbortController().signal);
    await opened[0]?.options.fetch?.('https://api.test/api/sse/cart/status', {});
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init[1].headers).get('Authorization')).toBe('Bearer token-1');
  });

  it('refreshes the token once after a 401 and opens the stream again', async () => {
    const { opened, wait, refreshAfterUnauthorized } = setup(true);
    const done = wait({ cartId: 'cart-1' }, new AbortController().signal);
    opened[0]?.options.onError?.(unauthorized, { fatal: true });
    await vi.waitFor(() => expect(opened).toHaveLength(2));
    expect(refreshAfterUnauthorized).toHaveBeenCalledWith('token-1');
    opened[1]?.options.onStatus({ status: 'completed', orderNumber: 'ORD-2' });
    await expect(done).resolves.toEqual({ orderNumber: 'ORD-2' });
  });

  it('rejects when the refresh fails, or on a second 401', async () => {
    const failed = setup(false);
    const first = failed.wait({ cartId: 'cart-1' }, new AbortController().signal);
    failed.opened[0]?.options.onError?.(unauthorized, { fatal: true });
    await expect(first).rejects.toBe(unauthorized);

    const twice = setup(true);
    const second = twice.wait({ cartId: 'cart-1' }, new AbortController().signal);
    twice.opened[0]?.options.onError?.(unauthorized, { fatal: true });
    await vi.waitFor(() => expect(twice.opened).toHaveLength(2));
    twice.opened[1]?.options.onError?.(unauthorized, { fatal: true });
    await expect(second).rejects.toBe(unauthorized);
  });

  it('keeps waiting through passing failures and rejects on a final one', async () => {
    const { opened, wait } = setup();
    const done = wait({ cartId: 'cart-1' }, new AbortController().signal);
    const dropped = ApiError.network(new Error('reset'));
    opened[0]?.options.onError?.(dropped, { fatal: false });
    const notFound = new ApiError({ status: 404, code: 'CART_NOT_FOUND', message: 'x' });
    opened[0]?.options.onError?.(notFound, { fatal: true });
    await expect(done).rejects.toBe(notFound);
  });

  it('closes the stream when the flow stops waiting', async () => {
    const { opened, wait } = setup();
    const controller = new AbortController();
    const done = wait({ cartId: 'cart-1' }, controller.signal);
    controller.abort();
    await expect(done).rejects.toThrow();
    expect(opened[0]?.close).toHaveBeenCalled();
  });
});
