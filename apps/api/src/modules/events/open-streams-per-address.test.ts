import { errorBodySchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { signIn } from '../../testing/sign-in.ts';
import { listenOnFreePort } from '../../testing/test-instances.ts';
import { OpenStreamsPerAddress } from './open-streams-per-address.ts';
import { insertTestCart } from './testing/insert-test-cart.ts';
import { openTestEventStream, type TestEventStream } from './testing/open-test-event-stream.ts';

describe('OpenStreamsPerAddress', () => {
  it('admits up to the limit per address, and one more once a stream is released (once)', () => {
    const streams = new OpenStreamsPerAddress(2);
    const first = streams.tryOpen('198.51.100.1');
    expect(streams.tryOpen('198.51.100.1')).not.toBeNull();
    expect(streams.tryOpen('198.51.100.1')).toBeNull();
    expect(streams.tryOpen('198.51.100.2')).not.toBeNull();
    first?.();
    first?.();
    expect(streams.tryOpen('198.51.100.1')).not.toBeNull();
    expect(streams.tryOpen('198.51.100.1')).toBeNull();
  });
});

// Issue 21, finding 9: 1,000 anonymous streams opened freely from one address.
describe('the cap on anonymous event streams per address', () => {
  let test: TestApp;
  let baseUrl: string;
  const open: TestEventStream[] = [];
  beforeAll(async () => {
    test = await buildTestApp({ env: { ANONYMOUS_STREAMS_PER_ADDRESS: '3' } });
    baseUrl = await listenOnFreePort(test);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.map((stream) => stream.close()));
    await test.close();
  });

  async function stream(cartId: string, headers: Record<string, string> = {}, status = false) {
    const opened = await openTestEventStream(
      `${baseUrl}/api/sse/${status ? 'cart/status' : 'cart'}?cartId=${cartId}&tenantId=demo`,
      headers,
    );
    open.push(opened);
    return opened;
  }

  it('answers 429 RATE_LIMIT with Retry-After over the cap, counts both streams, and frees a slot on close', async () => {
    const cartId = await insertTestCart(test.database.db, seedIds.tenants.demo, {
      now: test.clock.now(),
    });
    const first = await stream(cartId);
    expect((await stream(cartId, {}, true)).status).toBe(200);
    expect((await stream(cartId)).status).toBe(200);
    expect(first.status).toBe(200);

    const refused = await test.app.inject({
      method: 'GET',
      url: `/api/sse/cart?cartId=${cartId}&tenantId=demo`,
      remoteAddress: '127.0.0.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(errorBodySchema.parse(refused.json()).error.code).toBe('RATE_LIMIT');

    // A signed-in shopper's stream is not a guest's: not counted.
    const shopper = await signIn(test.app, 'demo', '0512346101');
    const ownCart = await insertTestCart(test.database.db, seedIds.tenants.demo, {
      now: test.clock.now(),
      customerId: shopper.customerId,
    });
    expect((await stream(ownCart, { authorization: `Bearer ${shopper.accessToken}` })).status).toBe(
      200,
    );

    await first.close();
    await expect
      .poll(async () => {
        const again = await stream(cartId);
        return again.status;
      })
      .toBe(200);
  });
});
