import { describe, expect, it, vi } from 'vitest';
import type { AuthSession } from '../auth/auth-session.ts';
import { ApiError } from '../http/api-error.ts';
import type { CartStatusOptions } from './cart-stream.ts';
import type { EventStream } from './event-stream.ts';
import { waitForCartCompleted } from './wait-for-cart-completed.ts';

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

const auth: AuthSession = {
  getAccessToken: () => 'token-1',
  whenRefreshSettled: () => Promise.resolve(),
  refreshAfterUnauthorized: () => Promise.resolve(true),
  logout: () => undefined,
};

function setup() {
  const streams = scriptedStreams();
  const wait = waitForCartCompleted({
    baseUrl: 'https://api.test',
    tenantId: 'demo',
    auth,
    openStatusStream: streams.openStatusStream,
  });
  return { ...streams, wait };
}

describe('waitForCartCompleted (the cart flow’s wait for the cart-completed event)', () => {
  it('opens the status stream for the cart, with the session, and resolves with the order number', async () => {
    const { opened, wait } = setup();
    const done = wait({ cartId: 'cart-1' }, new AbortController().signal);
    const [stream] = opened;
    expect(stream?.options).toMatchObject({
      baseUrl: 'https://api.test',
      tenantId: 'demo',
      cartId: 'cart-1',
      auth,
    });
    stream?.options.onStatus({ status: 'pending', orderNumber: null });
    stream?.options.onStatus({ status: 'completed', orderNumber: 'ORD-000001' });
    await expect(done).resolves.toEqual({ orderNumber: 'ORD-000001' });
    expect(stream?.close).toHaveBeenCalled();
  });

  it('keeps waiting through passing failures and rejects on a final one (a 401 the refresh did not cure)', async () => {
    const { opened, wait } = setup();
    const done = wait({ cartId: 'cart-1' }, new AbortController().signal);
    opened[0]?.options.onError?.(ApiError.network(new Error('reset')), { fatal: false });
    const unauthorized = new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'no' });
    opened[0]?.options.onError?.(unauthorized, { fatal: true });
    await expect(done).rejects.toBe(unauthorized);
    expect(opened[0]?.close).toHaveBeenCalled();
  });

  it('closes the stream when the flow stops waiting, and opens none when already stopped', async () => {
    const { opened, wait } = setup();
    const controller = new AbortController();
    const done = wait({ cartId: 'cart-1' }, controller.signal);
    controller.abort();
    await expect(done).rejects.toThrow();
    expect(opened[0]?.close).toHaveBeenCalled();
    await expect(wait({ cartId: 'cart-2' }, controller.signal)).rejects.toThrow();
    expect(opened).toHaveLength(1);
  });
});
