import { cartSchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../../db/seed/index.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import {
  buildTwoTestInstances,
  listenOnFreePort,
  type TwoTestInstances,
} from '../../testing/test-instances.ts';
import { recordCartEvent } from './record-cart-event.ts';
import { insertTestCart } from './testing/insert-test-cart.ts';
import { openTestEventStream, type TestEventStream } from './testing/open-test-event-stream.ts';
import { sampleCart } from './testing/sample-cart.ts';

const tenantId = seedIds.tenants.demo;

// Two API instances on one database, as behind a load balancer (buildTwoTestInstances).
describe('two API instances on one database', () => {
  let instances: TwoTestInstances;
  let first: TestApp;
  let second: TestApp;
  let secondUrl: string;
  let firstUrl: string;
  const streams: TestEventStream[] = [];

  beforeAll(async () => {
    instances = await buildTwoTestInstances();
    ({ first, second } = instances);
    firstUrl = await listenOnFreePort(first);
    secondUrl = await listenOnFreePort(second);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await instances.close();
  });

  async function listening(url: string) {
    const stream = await openTestEventStream(url);
    streams.push(stream);
    expect(await stream.next()).toEqual({ kind: 'comment', text: 'connected' });
    return stream;
  }

  it('delivers an event recorded through one instance to streams on both', async () => {
    const cartId = await insertTestCart(first.database.db, tenantId, { now: first.clock.now() });
    const query = `/api/sse/cart?cartId=${cartId}&tenantId=${tenantId}`;
    const onSecond = await listening(`${secondUrl}${query}`);
    const onFirst = await listening(`${firstUrl}${query}`);

    await first.database.db.transaction((tx) =>
      recordCartEvent(tx, { type: 'cartUpdated', tenantId, cartId, cart: sampleCart(cartId, 'A') }),
    );
    await second.database.db.transaction((tx) =>
      recordCartEvent(tx, {
        type: 'status',
        tenantId,
        cartId,
        status: 'completed',
        orderNumber: 'N',
      }),
    );
    await first.database.db.transaction((tx) =>
      recordCartEvent(tx, { type: 'cartUpdated', tenantId, cartId, cart: sampleCart(cartId, 'B') }),
    );

    for (const stream of [onSecond, onFirst]) {
      const received = [await stream.nextEvent(), await stream.nextEvent()];
      expect(received.map((event) => cartSchema.parse(JSON.parse(event.data)).notes)).toEqual([
        'A',
        'B',
      ]);
      expect(Number(received[0]?.id)).toBeLessThan(Number(received[1]?.id));
    }
  });

  it('delivers status events across instances too', async () => {
    const cartId = await insertTestCart(first.database.db, tenantId, { now: first.clock.now() });
    const stream = await listening(
      `${secondUrl}/api/sse/cart/status?cartId=${cartId}&tenantId=demo`,
    );

    await first.database.db.transaction((tx) =>
      recordCartEvent(tx, {
        type: 'status',
        tenantId,
        cartId,
        status: 'completed',
        orderNumber: 'ORD-2001',
      }),
    );

    expect(JSON.parse((await stream.nextEvent()).data)).toEqual({
      status: 'completed',
      orderNumber: 'ORD-2001',
    });
  });
});
