import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { openPostgresDatabase } from './open-postgres-database.ts';

/** Resolves with the next payload a subscription receives. */
function nextPayload(database: Database, channel: string) {
  let resolve: (payload: string) => void = () => undefined;
  const received = new Promise<string>((r) => {
    resolve = r;
  });
  const subscribed = database.notifications.subscribe(channel, (payload) => resolve(payload));
  return { received, subscribed };
}

describe('database notifications (LISTEN/NOTIFY)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('delivers a published payload to the subscribers of its channel', async () => {
    const first = nextPayload(database, 'cart_events');
    const second = nextPayload(database, 'cart_events');
    await Promise.all([first.subscribed, second.subscribed]);
    await database.notifications.publish('cart_events', '{"cartId":"c1"}');
    expect(await first.received).toBe('{"cartId":"c1"}');
    expect(await second.received).toBe('{"cartId":"c1"}');
    await (
      await first.subscribed
    )();
    await (
      await second.subscribed
    )();
  });

  it('delivers nothing after unsubscribing, and nothing from other channels', async () => {
    const seen: string[] = [];
    const unsubscribe = await database.notifications.subscribe('status_events', (payload) =>
      seen.push(payload),
    );
    const other = nextPayload(database, 'other_events');
    await other.subscribed;
    await database.notifications.publish('other_events', 'not for status');
    expect(await other.received).toBe('not for status');
    await unsubscribe();
    await database.notifications.publish('status_events', 'too late');
    // A later notification on a live channel proves earlier ones were delivered already.
    const after = nextPayload(database, 'other_events');
    await after.subscribed;
    await database.notifications.publish('other_events', 'marker');
    await after.received;
    expect(seen).toEqual([]);
  });

  it('sends a notification only when its transaction commits', async () => {
    const { received, subscribed } = nextPayload(database, 'tx_events');
    await subscribed;
    const seen: string[] = [];
    void received.then((payload) => seen.push(payload));
    await database.db
      .transaction(async (tx) => {
        await tx.execute(`select pg_notify('tx_events', 'rolled back')`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.notifications.publish('tx_events', 'committed');
    expect(await received).toBe('committed');
  });

  it('refuses to publish on a channel name that could inject SQL', async () => {
    await expect(database.notifications.publish('x; drop table tenants', 'p')).rejects.toThrow(
      /Invalid notification channel/,
    );
  });

  it.runIf(process.env.DATABASE_URL)(
    'reaches the subscribers of another API instance on the same PostgreSQL database',
    async () => {
      let closed = false;
      const other = await openPostgresDatabase(database.url ?? '', (error) => {
        // pg's pool.end() resolves before its sockets are gone, and the test database's drop
        // (after all tests) then ends them (57P01): CI once failed on that late error.
        if (closed && (error as { code?: unknown }).code === '57P01') return;
        throw error;
      });
      try {
        const { received, subscribed } = nextPayload(other, 'cart_events');
        await subscribed;
        await database.notifications.publish('cart_events', 'from instance one');
        expect(await received).toBe('from instance one');
      } finally {
        await other.close();
        closed = true;
      }
    },
  );
});
