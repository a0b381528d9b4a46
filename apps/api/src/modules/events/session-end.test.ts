import { cartSchema, connectTokenClientId, sessionEndedEventSchema } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSessions, cartEvents } from '../../db/schema/index.ts';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { form } from '../../testing/form.ts';
import { signIn } from '../../testing/sign-in.ts';
import { testEpoch } from '../../testing/test-clock.ts';
import { listenOnFreePort } from '../../testing/test-instances.ts';
import { authLimits } from '../auth/auth-limits.ts';
import { recordCartEvent } from './record-cart-event.ts';
import { insertTestCart } from './testing/insert-test-cart.ts';
import { openTestEventStream, type TestEventStream } from './testing/open-test-event-stream.ts';
import { sampleCart } from './testing/sample-cart.ts';

const tenantId = seedIds.tenants.demo;
const tokenLifetimeMs = authLimits.accessTokenLifetimeSeconds * 1000;

// docs/product/event-streams.md, "Sessions" (issue 21, finding 1): a stream opened with an access
// token ends when that token's session is revoked, and at the latest when the token expires.
describe('a signed-in event stream and its session', () => {
  let test: TestApp;
  let baseUrl: string;
  const open: TestEventStream[] = [];
  let nextNumber = 0;

  beforeAll(async () => {
    test = await buildTestApp();
    baseUrl = await listenOnFreePort(test);
  }, 60_000);
  beforeEach(() => test.clock.set(testEpoch));
  afterEach(async () => {
    vi.useRealTimers();
    await Promise.all(open.splice(0).map((stream) => stream.close()));
  });
  afterAll(() => test.close());

  /** A signed-in shopper with a cart of their own, and the stream of that cart opened with T. */
  async function signedInStream(
    path: '/api/sse/cart' | '/api/sse/cart/status',
    { openAfterMs = 0 } = {},
  ) {
    nextNumber += 1;
    const shopper = await signIn(
      test.app,
      'demo',
      `05123460${String(nextNumber).padStart(2, '0')}`,
    );
    const cartId = await insertTestCart(test.database.db, tenantId, {
      now: test.clock.now(),
      customerId: shopper.customerId,
    });
    test.clock.advance(openAfterMs);
    const stream = await openTestEventStream(`${baseUrl}${path}?cartId=${cartId}&tenantId=demo`, {
      authorization: `Bearer ${shopper.accessToken}`,
    });
    open.push(stream);
    expect(stream.status).toBe(200);
    expect(await stream.next()).toEqual({ kind: 'comment', text: 'connected' });
    return { shopper, cartId, stream };
  }

  const refresh = (refreshToken: string) =>
    test.app.inject({
      method: 'POST',
      url: '/connect/token',
      ...form(
        {
          grant_type: 'refresh_token',
          client_id: connectTokenClientId,
          refresh_token: refreshToken,
        },
        'demo',
      ),
    });

  const recordChange = (cartId: string, notes: string) =>
    test.database.db.transaction((tx) =>
      recordCartEvent(tx, {
        type: 'cartUpdated',
        tenantId,
        cartId,
        cart: sampleCart(cartId, notes),
      }),
    );

  /** Reads the `sessionEnded` event and the stream's end; answers the event's id. */
  async function expectSessionEnded(stream: TestEventStream, reason: 'revoked' | 'expired') {
    const event = await stream.nextEvent();
    expect(event.event).toBe('sessionEnded');
    expect(sessionEndedEventSchema.parse(JSON.parse(event.data))).toEqual({ reason });
    await stream.ended();
    return Number(event.id);
  }

  it('ends with sessionEnded "revoked" as soon as refresh-token reuse revokes the session', async () => {
    const { shopper, cartId, stream } = await signedInStream('/api/sse/cart');
    await recordChange(cartId, 'before');
    const before = await stream.nextEvent();
    expect(cartSchema.parse(JSON.parse(before.data)).notes).toBe('before');

    expect((await refresh(shopper.refreshToken)).statusCode).toBe(200);
    expect((await refresh(shopper.refreshToken)).statusCode).toBe(400);

    // No cart change is needed: the revocation notice ends it. Its id resumes after `before`.
    expect(await expectSessionEnded(stream, 'revoked')).toBe(Number(before.id));
    const again = await test.app.inject({
      method: 'GET',
      url: `/api/sse/cart?cartId=${cartId}&tenantId=demo`,
      headers: { authorization: `Bearer ${shopper.accessToken}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('sends no event after a revocation it was not told of: it checks the session first', async () => {
    const { shopper, cartId, stream } = await signedInStream('/api/sse/cart');
    // Revoked behind the API's back (no notice), as when the notice was lost.
    await test.database.db
      .update(authSessions)
      .set({ revokedAt: test.clock.now(), revokedReason: 'test' })
      .where(eq(authSessions.customerId, shopper.customerId));

    await recordChange(cartId, 'after revocation');
    // Withheld, and resumable: a reconnection with this id replays it (to a live session only).
    const [withheld] = await test.database.db
      .select({ id: cartEvents.id })
      .from(cartEvents)
      .where(eq(cartEvents.cartId, cartId));
    expect(await expectSessionEnded(stream, 'revoked')).toBe((withheld?.id ?? 0) - 1);
  });

  it('ends the status stream on revocation too', async () => {
    const { shopper, stream } = await signedInStream('/api/sse/cart/status');
    await refresh(shopper.refreshToken);
    await refresh(shopper.refreshToken);
    await expectSessionEnded(stream, 'revoked');
  });

  it('ends with sessionEnded "expired" at the heartbeat after the access token expires', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { cartId, stream } = await signedInStream('/api/sse/cart');
    vi.advanceTimersByTime(15_000);
    expect(await stream.next()).toEqual({ kind: 'comment', text: 'heartbeat' });

    test.clock.advance(tokenLifetimeMs);
    await recordChange(cartId, 'after expiry');
    await expectSessionEnded(stream, 'expired');
  });

  it('ends when the token expires even with no event and no heartbeat due', async () => {
    // Opened 200 ms before the token's expiry, by the API's clock.
    const { stream } = await signedInStream('/api/sse/cart', {
      openAfterMs: tokenLifetimeMs - 200,
    });
    test.clock.advance(1_000);
    await expectSessionEnded(stream, 'expired');
  });

  it('goes on past the heartbeat while the session is live and the token valid', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { cartId, stream } = await signedInStream('/api/sse/cart');
    test.clock.advance(tokenLifetimeMs - 60_000);
    vi.advanceTimersByTime(15_000);
    expect(await stream.next()).toEqual({ kind: 'comment', text: 'heartbeat' });
    await recordChange(cartId, 'still signed in');
    expect(cartSchema.parse(JSON.parse((await stream.nextEvent()).data)).notes).toBe(
      'still signed in',
    );
  });
});

describe('a guest event stream', () => {
  let test: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    test = await buildTestApp();
    baseUrl = await listenOnFreePort(test);
  }, 60_000);
  afterAll(() => test.close());

  it('carries no customer data: a cart that names a shopper ends it instead', async () => {
    const cartId = await insertTestCart(test.database.db, tenantId, { now: test.clock.now() });
    const stream = await openTestEventStream(
      `${baseUrl}/api/sse/cart?cartId=${cartId}&tenantId=demo`,
    );
    try {
      expect(await stream.next()).toEqual({ kind: 'comment', text: 'connected' });
      const named = {
        ...sampleCart(cartId, 'named'),
        customer: {
          customerId: null,
          name: 'Sara',
          mobileNumber: '+966512345678',
          customFields: {},
        },
      };
      await test.database.db.transaction((tx) =>
        recordCartEvent(tx, { type: 'cartUpdated', tenantId, cartId, cart: named }),
      );
      await stream.ended();
    } finally {
      await stream.close();
    }
  });
});
