import { cartSchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { openPostgresDatabase } from '../../db/open-postgres-database.ts';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { recordCartEvent } from './record-cart-event.ts';
import { insertTestCart } from './testing/insert-test-cart.ts';
import { openTestEventStream, type TestEventStream } from './testing/open-test-event-stream.ts';
import { sampleCart } from './testing/sample-cart.ts';

const tenantId = seedIds.tenants.demo;

function rethrow(error: unknown): void {
  throw error;
}

async function baseUrlOf(test: TestApp): Promise<string> {
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

// Two API instances on one database, as behind a load balancer: on PostgreSQL (DATABASE_URL) each
// has its own pool and listening connection; embedded, both share the one PGlite.
describe('two API instances on one database', () => {
  let first: TestApp;
  let second: TestApp;
  let secondUrl: string;
  let firstUrl: string;
  const streams: TestEventStream[] = [];

  beforeAll(async () => {
    const database = await createTestDatabase();
    const secondDatabase: Database = database.url
      ? await openPostgresDatabase(database.url, rethrow)
      : database;
    first = await buildTestApp({ database });
    second = await buildTestApp({ database: secondDatabase });
    firstUrl = await baseUrlOf(first);
    secondUrl = await baseUrlOf(second);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    // The second first: embedded, closing the first app closes the shared database.
    await second.close();
    await first.close();
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
