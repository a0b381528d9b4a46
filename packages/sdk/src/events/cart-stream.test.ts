import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@storefront/contracts';
import type { AuthSession } from '../auth/auth-session.ts';
import { deferred } from '../auth/testing/deferred.ts';
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

// The API's streams answer 401 for a cart that has a customer unless that customer's token is sent.
const unauthorized = () =>
  new Response(
    JSON.stringify({
      error: {
        code: 'UNAUTHORIZED',
        message: 'Please sign in.',
        details: null,
        validationErrors: null,
      },
    }),
    {
      status: 401,
      headers: { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer' },
    },
  );

/** A session whose token the test sets and whose refresh hands out `fresh` (or fails). */
function sessionWith(token: string | null, fresh: string | null = 'fresh-token') {
  let current = token;
  const session = {
    getAccessToken: vi.fn(() => current),
    whenRefreshSettled: vi.fn(async () => {}),
    refreshAfterUnauthorized: vi.fn(async (_rejected: string | null) => {
      if (fresh === null) return false;
      current = fresh;
      return true;
    }),
    logout: vi.fn(),
  } satisfies AuthSession;
  return session;
}

const authorizationOf = (connection: { headers: Headers } | undefined) =>
  connection?.headers.get('Authorization');

describe('the cart streams and the shopper’s token', () => {
  it('sends Authorization: Bearer from getAccessToken, read afresh on every reconnection', async () => {
    const first = streamAnswer();
    const second = streamAnswer();
    const { fetch, connections } = scriptedFetch(first, second);
    let token = 'token-1';

    const events = openCartStream({
      ...base,
      fetch,
      sleep: async () => {},
      getAccessToken: () => token,
      onCartUpdated: () => {},
    });
    await vi.waitFor(() => expect(connections).toHaveLength(1));
    token = 'token-2';
    first.end();
    await vi.waitFor(() => expect(connections).toHaveLength(2));

    expect(connections.map(authorizationOf)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(connections[0]?.headers.get('Accept')).toBe('text/event-stream');
    events.close();
    await events.done;
  });

  it('sends no Authorization while signed out, and a 401 without a session stops the stream', async () => {
    const { fetch, connections } = scriptedFetch(unauthorized);
    const { errors, onError } = errorsOf();

    const events = openCartStream({
      ...base,
      fetch,
      getAccessToken: () => null,
      onError,
      onCartUpdated: () => {},
    });
    await events.done;

    expect(connections).toHaveLength(1);
    expect(connections[0]?.headers.has('Authorization')).toBe(false);
    expect(errors).toEqual([{ code: 'UNAUTHORIZED', status: 401, fatal: true }]);
  });

  it('takes the token from the session and waits out a refresh in progress before connecting', async () => {
    const stream = streamAnswer();
    const { fetch, connections } = scriptedFetch(stream);
    const session = sessionWith('session-token');
    const refreshing = deferred();
    session.whenRefreshSettled.mockImplementation(() => refreshing.promise);

    const events = openCartStatusStream({ ...base, fetch, auth: session, onStatus: () => {} });
    await vi.waitFor(() => expect(session.whenRefreshSettled).toHaveBeenCalled());
    expect(connections).toHaveLength(0);
    refreshing.resolve();
    await vi.waitFor(() => expect(connections).toHaveLength(1));

    expect(authorizationOf(connections[0])).toBe('Bearer session-token');
    events.close();
    await events.done;
  });

  it('on a 401 refreshes the token once and reconnects with the new one', async () => {
    const stream = streamAnswer();
    const { fetch, connections } = scriptedFetch(unauthorized, stream);
    const session = sessionWith('expired-token');
    const onStatus = vi.fn();
    const { errors, onError } = errorsOf();

    const events = openCartStatusStream({ ...base, fetch, auth: session, onError, onStatus });
    stream.send('id: 4\nevent: status\ndata: {"status":"completed","orderNumber":"ORD-7"}\n\n');
    await vi.waitFor(() => expect(onStatus).toHaveBeenCalled());

    expect(session.refreshAfterUnauthorized.mock.calls).toEqual([['expired-token']]);
    expect(connections.map(authorizationOf)).toEqual([
      'Bearer expired-token',
      'Bearer fresh-token',
    ]);
    expect(onStatus.mock.calls).toEqual([[{ status: 'completed', orderNumber: 'ORD-7' }]]);
    expect(errors).toEqual([]);
    events.close();
    await events.done;
  });

  it('gives up on a 401 that follows the refresh, without logging out', async () => {
    const { fetch, connections } = scriptedFetch(unauthorized);
    const session = sessionWith('expired-token');
    const { errors, onError } = errorsOf();

    const events = openCartStream({ ...base, fetch, auth: session, onError, onCartUpdated() {} });
    await events.done;

    expect(session.refreshAfterUnauthorized).toHaveBeenCalledOnce();
    expect(connections.map(authorizationOf)).toEqual([
      'Bearer expired-token',
      'Bearer fresh-token',
    ]);
    expect(errors).toEqual([{ code: 'UNAUTHORIZED', status: 401, fatal: true }]);
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('gives up with the 401 when the token cannot be refreshed', async () => {
    const { fetch, connections } = scriptedFetch(unauthorized);
    const session = sessionWith('expired-token', null);
    const { errors, onError } = errorsOf();

    const events = openCartStream({ ...base, fetch, auth: session, onError, onCartUpdated() {} });
    await events.done;

    expect(session.refreshAfterUnauthorized.mock.calls).toEqual([['expired-token']]);
    expect(connections).toHaveLength(1);
    expect(errors).toEqual([{ code: 'UNAUTHORIZED', status: 401, fatal: true }]);
  });

  it('stops quietly when closed during the refresh', async () => {
    const { fetch, connections } = scriptedFetch(unauthorized);
    const session = sessionWith('expired-token');
    const refresh = deferred<boolean>();
    session.refreshAfterUnauthorized.mockImplementation(() => refresh.promise);
    const { errors, onError } = errorsOf();

    const events = openCartStream({ ...base, fetch, auth: session, onError, onCartUpdated() {} });
    await vi.waitFor(() => expect(session.refreshAfterUnauthorized).toHaveBeenCalled());
    events.close();
    await events.done;
    refresh.resolve(true);

    expect(connections).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

// docs/product/event-streams.md, "Sessions": the API ends a signed-in stream with `sessionEnded`.
describe('the cart streams when the server ends the session', () => {
  const sessionEnded = (reason: string) => `event: sessionEnded\ndata: {"reason":"${reason}"}\n\n`;

  it('on "expired" refreshes the token it sent and reconnects with the fresh one', async () => {
    const first = streamAnswer();
    const second = streamAnswer();
    const { fetch, connections } = scriptedFetch(first, second);
    const session = sessionWith('old-token');
    const carts: Cart[] = [];

    const events = openCartStream({
      ...base,
      fetch,
      sleep: async () => {},
      auth: session,
      onCartUpdated: (cart) => carts.push(cart),
    });
    first.send(`id: 1\nevent: cartUpdated\ndata: ${JSON.stringify(sampleCart)}\n\n`);
    first.send(sessionEnded('expired'));
    first.end();
    await vi.waitFor(() => expect(connections).toHaveLength(2));
    second.send(`id: 2\nevent: cartUpdated\ndata: ${JSON.stringify(sampleCart)}\n\n`);
    await vi.waitFor(() => expect(carts).toHaveLength(2));

    expect(session.refreshAfterUnauthorized.mock.calls).toEqual([['old-token']]);
    expect(connections.map(authorizationOf)).toEqual(['Bearer old-token', 'Bearer fresh-token']);
    expect(connections[1]?.headers.get('Last-Event-ID')).toBe('1');
    events.close();
    await events.done;
  });

  it('on "revoked" stops when the session cannot be refreshed (signed out)', async () => {
    const first = streamAnswer();
    const { fetch, connections } = scriptedFetch(first, unauthorized);
    const session = sessionWith('old-token', null);
    const refreshed = deferred<boolean>();
    session.refreshAfterUnauthorized.mockImplementation(() => refreshed.promise);
    const { errors, onError } = errorsOf();

    const events = openCartStatusStream({
      ...base,
      fetch,
      sleep: (_ms, signal) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      auth: session,
      onError,
      onStatus: () => {},
    });
    first.send(sessionEnded('revoked'));
    first.end();
    await vi.waitFor(() => expect(session.refreshAfterUnauthorized).toHaveBeenCalled());
    refreshed.resolve(false);
    await events.done;

    expect(connections).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('stops without a session to refresh', async () => {
    const first = streamAnswer();
    const { fetch, connections } = scriptedFetch(first, unauthorized);

    const events = openCartStream({
      ...base,
      fetch,
      sleep: (_ms, signal) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
      getAccessToken: () => 'token',
      onCartUpdated: () => {},
    });
    first.send(sessionEnded('expired'));
    await events.done;

    expect(connections).toHaveLength(1);
  });
});
