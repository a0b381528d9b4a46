import { cartSchema, cartStatusEventSchema, errorBodySchema } from '@storefront/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { cartEvents } from '../../db/schema/index.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { listenOnFreePort } from '../../testing/test-instances.ts';
import { signIn, type SignedIn } from '../../testing/sign-in.ts';
import type { CartEvent } from './cart-event-port.ts';
import { reconnectAfterClosingMs } from './open-cart-event-stream.ts';
import { recordCartEvent } from './record-cart-event.ts';
import { completeTestCart } from './testing/complete-test-cart.ts';
import { insertTestCart } from './testing/insert-test-cart.ts';
import { openTestEventStream, type TestEventStream } from './testing/open-test-event-stream.ts';
import { sampleCart } from './testing/sample-cart.ts';

const tenantId = seedIds.tenants.demo;

/** The `notes` of the cart a `cartUpdated` event carries (tests tell versions apart by it). */
const notesOf = (event: { data: string }) => cartSchema.parse(JSON.parse(event.data)).notes;

describe('cart event streams', () => {
  let test: TestApp;
  let baseUrl: string;
  const open: TestEventStream[] = [];

  beforeAll(async () => {
    test = await buildTestApp();
    baseUrl = await listenOnFreePort(test);
  }, 60_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((stream) => stream.close()));
  });
  afterAll(() => test.close());

  const newCart = (customerId?: string) =>
    insertTestCart(test.database.db, tenantId, {
      now: test.clock.now(),
      ...(customerId ? { customerId } : {}),
    });

  async function stream(path: string, headers: Record<string, string> = {}) {
    const opened = await openTestEventStream(`${baseUrl}${path}`, headers);
    open.push(opened);
    return opened;
  }

  /** Opens a stream and reads its opening comment, so it is known to be listening. */
  async function listening(path: string, headers: Record<string, string> = {}) {
    const opened = await stream(path, headers);
    expect(opened.status).toBe(200);
    expect(await opened.next()).toEqual({ kind: 'comment', text: 'connected' });
    return opened;
  }

  const record = (event: CartEvent) =>
    test.database.db.transaction((tx) => recordCartEvent(tx, event));

  const cartUpdated = (cartId: string, notes: string): CartEvent => ({
    type: 'cartUpdated',
    tenantId,
    cartId,
    cart: sampleCart(cartId, notes),
  });

  async function storedIds(cartId: string): Promise<number[]> {
    const rows = await test.database.db
      .select({ id: cartEvents.id })
      .from(cartEvents)
      .where(eq(cartEvents.cartId, cartId))
      .orderBy(asc(cartEvents.id));
    return rows.map((row) => row.id);
  }

  describe('GET /api/sse/cart', () => {
    it('sends an event recorded in a committed transaction as cartUpdated with its id and the cart', async () => {
      const cartId = await newCart();
      const events = await listening(`/api/sse/cart?cartId=${cartId}&tenantId=${tenantId}`);
      expect(events.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(events.headers['cache-control']).toBe('no-cache, no-transform');

      await record(cartUpdated(cartId, 'first change'));

      const event = await events.next();
      const [id] = await storedIds(cartId);
      expect(event).toEqual({
        kind: 'event',
        id: String(id),
        event: 'cartUpdated',
        data: JSON.stringify(sampleCart(cartId, 'first change')),
      });
      expect(cartSchema.parse(JSON.parse(event.kind === 'event' ? event.data : ''))).toEqual(
        sampleCart(cartId, 'first change'),
      );
    });

    it('sends nothing for a rolled-back transaction, and does not store it', async () => {
      const cartId = await newCart();
      const events = await listening(`/api/sse/cart?cartId=${cartId}&tenantId=${tenantId}`);

      await expect(
        test.database.db.transaction(async (tx) => {
          await recordCartEvent(tx, cartUpdated(cartId, 'rolled back'));
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      await record(cartUpdated(cartId, 'committed'));

      // The next event is the committed one: the rolled-back one was never announced.
      const event = await events.nextEvent();
      expect(JSON.parse(event.data)).toMatchObject({ notes: 'committed' });
      expect(await storedIds(cartId)).toEqual([Number(event.id)]);
    });

    it('sends only events of its own cart and tenant', async () => {
      const cartId = await newCart();
      const otherCartId = await newCart();
      const events = await listening(`/api/sse/cart?cartId=${cartId}&tenantId=${tenantId}`);

      await record(cartUpdated(otherCartId, 'another cart'));
      await record(cartUpdated(cartId, 'this cart'));

      expect(JSON.parse((await events.nextEvent()).data)).toMatchObject({ notes: 'this cart' });
    });

    it('sends every open stream of the cart each event (fan-out), in order', async () => {
      const cartId = await newCart();
      const first = await listening(`/api/sse/cart?cartId=${cartId}&tenantId=${tenantId}`);
      const second = await listening(`/api/sse/cart?cartId=${cartId}&tenantId=demo`);

      await record(cartUpdated(cartId, 'one'));
      await record(cartUpdated(cartId, 'two'));

      for (const events of [first, second]) {
        expect(JSON.parse((await events.nextEvent()).data)).toMatchObject({ notes: 'one' });
        expect(JSON.parse((await events.nextEvent()).data)).toMatchObject({ notes: 'two' });
      }
    });

    it('with Last-Event-ID, replays the stored events after it, then goes on live', async () => {
      const cartId = await newCart();
      await record(cartUpdated(cartId, 'v1'));
      await record(cartUpdated(cartId, 'v2'));
      await record(cartUpdated(cartId, 'v3'));
      const [first, second, third] = await storedIds(cartId);

      const events = await listening(`/api/sse/cart?cartId=${cartId}&tenantId=${tenantId}`, {
        'last-event-id': String(first),
      });
      const replayed = [await events.nextEvent(), await events.nextEvent()];
      expect(replayed.map((event) => [event.id, notesOf(event)])).toEqual([
        [String(second), 'v2'],
        [String(third), 'v3'],
      ]);

      await record(cartUpdated(cartId, 'v4'));
      const live = await events.nextEvent();
      expect(JSON.parse(live.data)).toMatchObject({ notes: 'v4' });
      expect(Number(live.id)).toBeGreaterThan(third ?? Infinity);
    });

    it('without Last-Event-ID sends only what happens after it opens', async () => {
      const cartId = await newCart();
      await record(cartUpdated(cartId, 'before'));
      const events = await listening(`/api/sse/cart?cartId=${cartId}&tenantId=${tenantId}`);

      await record(cartUpdated(cartId, 'after'));

      expect(JSON.parse((await events.nextEvent()).data)).toMatchObject({ notes: 'after' });
    });

    it('takes the tenant from __tenant, in the query or as a header, by name or id', async () => {
      const cartId = await newCart();
      for (const [path, headers] of [
        [`/api/sse/cart?cartId=${cartId}&__tenant=Demo`, {}],
        [`/api/sse/cart?cartId=${cartId}`, { __tenant: 'demo' }],
        [`/api/sse/cart?cartId=${cartId}`, { __tenant: tenantId }],
      ] as const) {
        await listening(path, headers);
      }
    });

    it('streams a customer’s cart to that customer’s Bearer token only', async () => {
      const owner: SignedIn = await signIn(test.app, 'demo', '0512345678');
      const other: SignedIn = await signIn(test.app, 'demo', '0512345679');
      const cartId = await newCart(owner.customerId);
      const url = `/api/sse/cart?cartId=${cartId}&tenantId=${tenantId}`;

      const anonymous = await test.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['www-authenticate']).toBe('Bearer');
      expect(errorBodySchema.parse(anonymous.json()).error.code).toBe('UNAUTHORIZED');

      const someoneElse = await test.app.inject({
        method: 'GET',
        url,
        headers: { authorization: other.headers.authorization ?? '' },
      });
      expect(someoneElse.statusCode).toBe(403);
      expect(errorBodySchema.parse(someoneElse.json()).error.code).toBe('FORBIDDEN');

      const events = await listening(url, { authorization: owner.headers.authorization ?? '' });
      await record(cartUpdated(cartId, 'mine'));
      expect(JSON.parse((await events.nextEvent()).data)).toMatchObject({ notes: 'mine' });
    });

    it('refuses a token of another tenant, and an expired one, as not signed in', async () => {
      const owner = await signIn(test.app, 'demo', '0512345670');
      const salonCustomer = await signIn(test.app, 'salon', '0512345670');
      const cartId = await newCart(owner.customerId);
      const url = `/api/sse/cart?cartId=${cartId}&tenantId=demo`;

      const wrongTenant = await test.app.inject({
        method: 'GET',
        url,
        headers: { authorization: salonCustomer.headers.authorization ?? '' },
      });
      expect(wrongTenant.statusCode).toBe(401);

      test.clock.advance(60 * 60_000);
      try {
        const expired = await test.app.inject({
          method: 'GET',
          url,
          headers: { authorization: owner.headers.authorization ?? '' },
        });
        expect(expired.statusCode).toBe(401);
      } finally {
        test.clock.advance(-60 * 60_000);
      }
    });

    it('answers an unknown cart 404 CART_NOT_FOUND with the ABP body, in the asked language', async () => {
      for (const cartId of [crypto.randomUUID(), 'not-a-uuid']) {
        const response = await test.app.inject({
          method: 'GET',
          url: `/api/sse/cart?cartId=${cartId}&tenantId=${tenantId}`,
          headers: { 'accept-language': 'en' },
        });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toContain('application/json');
        expect(errorBodySchema.parse(response.json()).error).toMatchObject({
          code: 'CART_NOT_FOUND',
          details: null,
          validationErrors: null,
        });
      }
    });

    it('answers a cart of another tenant 404 CART_NOT_FOUND', async () => {
      const cartId = await newCart();
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/sse/cart?cartId=${cartId}&tenantId=salon`,
      });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('CART_NOT_FOUND');
    });

    it('answers 400 TENANT_REQUIRED without a tenant and 404 TENANT_NOT_FOUND for an unknown one', async () => {
      const cartId = await newCart();
      const missing = await test.app.inject({
        method: 'GET',
        url: `/api/sse/cart?cartId=${cartId}`,
      });
      expect(missing.statusCode).toBe(400);
      expect(errorBodySchema.parse(missing.json()).error.code).toBe('TENANT_REQUIRED');
      const unknown = await test.app.inject({
        method: 'GET',
        url: `/api/sse/cart?cartId=${cartId}&tenantId=nope`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(errorBodySchema.parse(unknown.json()).error.code).toBe('TENANT_NOT_FOUND');
    });

    it('answers 400 VALIDATION_ERROR without cartId or with a malformed Last-Event-ID', async () => {
      const cartId = await newCart();
      const noCart = await test.app.inject({ method: 'GET', url: `/api/sse/cart?tenantId=demo` });
      expect(noCart.statusCode).toBe(400);
      expect(errorBodySchema.parse(noCart.json()).error).toMatchObject({
        code: 'VALIDATION_ERROR',
        validationErrors: [expect.objectContaining({ members: ['cartId'] })],
      });
      const badId = await test.app.inject({
        method: 'GET',
        url: `/api/sse/cart?cartId=${cartId}&tenantId=demo`,
        headers: { 'last-event-id': 'abc' },
      });
      expect(badId.statusCode).toBe(400);
      expect(errorBodySchema.parse(badId.json()).error).toMatchObject({
        code: 'VALIDATION_ERROR',
        validationErrors: [expect.objectContaining({ members: ['last-event-id'] })],
      });
    });
  });

  describe('GET /api/sse/cart/status', () => {
    const completed = (cartId: string, orderNumber: string): CartEvent => ({
      type: 'status',
      tenantId,
      cartId,
      status: 'completed',
      orderNumber,
    });

    it('sends a status event {status, orderNumber} when the cart completes', async () => {
      const cartId = await newCart();
      const events = await listening(`/api/sse/cart/status?cartId=${cartId}&tenantId=${tenantId}`);

      await record(cartUpdated(cartId, 'not a status'));
      await record(completed(cartId, 'ORD-1001'));

      const event = await events.nextEvent();
      expect(event.event).toBe('status');
      expect(event.id).toBe(String((await storedIds(cartId)).at(-1)));
      expect(cartStatusEventSchema.parse(JSON.parse(event.data))).toEqual({
        status: 'completed',
        orderNumber: 'ORD-1001',
      });
    });

    it('tells a late subscriber at once that the cart has completed', async () => {
      const cartId = await newCart();
      await record(completed(cartId, 'ORD-1002'));
      await completeTestCart(test.database.db, cartId, {
        orderNumber: 'ORD-1002',
        now: test.clock.now(),
      });
      const [id] = await storedIds(cartId);

      const events = await listening(`/api/sse/cart/status?cartId=${cartId}&tenantId=${tenantId}`);

      expect(await events.next()).toEqual({
        kind: 'event',
        id: String(id),
        event: 'status',
        data: JSON.stringify({ status: 'completed', orderNumber: 'ORD-1002' }),
      });
    });

    it('does not repeat the status to a client resuming after it (Last-Event-ID)', async () => {
      const cartId = await newCart();
      await record(completed(cartId, 'ORD-1003'));
      const [id] = await storedIds(cartId);

      const events = await listening(`/api/sse/cart/status?cartId=${cartId}&tenantId=demo`, {
        'last-event-id': String(id),
      });
      await record(completed(cartId, 'ORD-LATER'));

      // The next event is the later one: the status the client had was not sent again.
      expect(JSON.parse((await events.nextEvent()).data)).toEqual({
        status: 'completed',
        orderNumber: 'ORD-LATER',
      });
    });

    it('tells a completed cart’s status from the cart itself when no status event was stored', async () => {
      const cartId = await newCart();
      await completeTestCart(test.database.db, cartId, {
        orderNumber: 'ORD-1004',
        now: test.clock.now(),
      });

      const events = await listening(`/api/sse/cart/status?cartId=${cartId}&tenantId=demo`);

      expect(await events.next()).toEqual({
        kind: 'event',
        id: null,
        event: 'status',
        data: JSON.stringify({ status: 'completed', orderNumber: 'ORD-1004' }),
      });
    });

    it('replays stored status events after `from`, an event id or an ISO instant', async () => {
      const cartId = await newCart();
      await record(completed(cartId, 'ORD-OLD'));
      await record(completed(cartId, 'ORD-NEW'));
      const [oldId, newId] = await storedIds(cartId);
      await test.database.db.execute(
        sql`update cart_events set created_at = case when id = ${oldId}
          then '2030-01-15T08:00:00Z'::timestamptz else '2030-01-15T10:00:00Z'::timestamptz end
          where cart_id = ${cartId}`,
      );
      const base = `/api/sse/cart/status?cartId=${cartId}&tenantId=demo`;

      const byId = await listening(`${base}&from=${oldId}`);
      expect(await byId.nextEvent()).toMatchObject({ id: String(newId) });

      const byInstant = await listening(`${base}&from=2030-01-15T09:00:00.000Z`);
      expect(await byInstant.nextEvent()).toMatchObject({ id: String(newId) });

      const fromStart = await listening(`${base}&from=2030-01-15T07:00:00%2B00:00`);
      expect((await fromStart.nextEvent()).id).toBe(String(oldId));
      expect((await fromStart.nextEvent()).id).toBe(String(newId));
    });

    it('answers 400 VALIDATION_ERROR for a `from` that is neither an event id nor an ISO instant', async () => {
      const cartId = await newCart();
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/sse/cart/status?cartId=${cartId}&tenantId=demo&from=yesterday`,
      });
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error).toMatchObject({
        code: 'VALIDATION_ERROR',
        validationErrors: [expect.objectContaining({ members: ['from'] })],
      });
    });

    it('answers 404, 401 and 403 as the cart stream does', async () => {
      const owner = await signIn(test.app, 'demo', '0512345671');
      const other = await signIn(test.app, 'demo', '0512345672');
      const cartId = await newCart(owner.customerId);
      const url = `/api/sse/cart/status?cartId=${cartId}&tenantId=demo`;
      const unknown = await test.app.inject({
        method: 'GET',
        url: `/api/sse/cart/status?cartId=${crypto.randomUUID()}&tenantId=demo`,
      });
      expect(unknown.statusCode).toBe(404);
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const forbidden = await test.app.inject({
        method: 'GET',
        url,
        headers: { authorization: other.headers.authorization ?? '' },
      });
      expect(forbidden.statusCode).toBe(403);
    });
  });

  it('documents both streams in the OpenAPI document as text/event-stream with their errors', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/swagger.json' })).json<{
      paths: Record<
        string,
        { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }
      >;
    }>();
    for (const path of ['/api/sse/cart', '/api/sse/cart/status']) {
      const responses = document.paths[path]?.get?.responses ?? {};
      expect(Object.keys(responses).sort()).toEqual([
        '200',
        '400',
        '401',
        '403',
        '404',
        '429',
        '500',
      ]);
      expect(Object.keys(responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    }
  });
});

describe('cart event streams: heartbeat and closing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends a comment line every 15 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const test = await buildTestApp();
    try {
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      const cartId = await insertTestCart(test.database.db, tenantId, { now: test.clock.now() });
      const address = test.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      const events = await openTestEventStream(
        `http://127.0.0.1:${address.port}/api/sse/cart?cartId=${cartId}&tenantId=demo`,
      );
      expect(await events.next()).toEqual({ kind: 'comment', text: 'connected' });

      vi.advanceTimersByTime(14_999);
      await test.database.db.transaction((tx) =>
        recordCartEvent(tx, {
          type: 'cartUpdated',
          tenantId,
          cartId,
          cart: sampleCart(cartId, 'x'),
        }),
      );
      // Nothing came before the event: no heartbeat yet at 14.999 s.
      expect(await events.next()).toMatchObject({ kind: 'event', event: 'cartUpdated' });
      vi.advanceTimersByTime(1);
      expect(await events.next()).toEqual({ kind: 'comment', text: 'heartbeat' });
      vi.advanceTimersByTime(15_000);
      expect(await events.next()).toEqual({ kind: 'comment', text: 'heartbeat' });
      await events.close();
    } finally {
      await test.close();
    }
  });

  it('ends open streams when the app closes, with a reconnect hint, so closing does not wait for them', async () => {
    const test = await buildTestApp();
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const cartId = await insertTestCart(test.database.db, tenantId, { now: test.clock.now() });
    const address = test.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const url = `http://127.0.0.1:${address.port}/api/sse/cart?cartId=${cartId}&tenantId=demo`;
    const first = await openTestEventStream(url);
    const second = await openTestEventStream(
      url.replace('/api/sse/cart?', '/api/sse/cart/status?'),
    );
    expect(await first.next()).toEqual({ kind: 'comment', text: 'connected' });
    expect(await second.next()).toEqual({ kind: 'comment', text: 'connected' });

    await test.close();

    // The last block tells an EventSource to reconnect in a second (to an instance still up).
    expect(await first.next()).toEqual({ kind: 'retry', ms: reconnectAfterClosingMs });
    expect(await second.next()).toEqual({ kind: 'retry', ms: reconnectAfterClosingMs });
    await first.ended();
    await second.ended();
  });
});
