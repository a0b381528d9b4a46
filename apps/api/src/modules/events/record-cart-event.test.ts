import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { cartInterestLockNamespace } from '../../db/notifications.ts';
import { cartEvents } from '../../db/schema/index.ts';
import { seedIds } from '../../db/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { testEpoch } from '../../testing/test-clock.ts';
import { cartEventsChannel } from './cart-event-notification.ts';
import {
  cartEventLockNamespace,
  recordCartEvent,
  recordCartEventIfAwaited,
} from './record-cart-event.ts';
import { insertTestCart } from './testing/insert-test-cart.ts';
import { sampleCart } from './testing/sample-cart.ts';

const tenantId = seedIds.tenants.demo;

describe('recordCartEvent', () => {
  let database: TestDatabase;
  const received: string[] = [];
  let unsubscribe: () => Promise<void>;
  beforeAll(async () => {
    database = await createTestDatabase();
    unsubscribe = await database.notifications.subscribe(cartEventsChannel, (payload) =>
      received.push(payload),
    );
  }, 60_000);
  afterAll(async () => {
    await unsubscribe();
    await database.close();
  });

  /**
   * Runs `record` in a transaction held open until `commit()`; resolves once it has recorded, with
   * `committed` settling when the transaction ends.
   */
  async function recordAndHoldOpen(record: (tx: Db) => Promise<unknown>) {
    let commit = () => {};
    const gate = new Promise<void>((resolve) => (commit = resolve));
    let markRecorded = () => {};
    const recorded = new Promise<void>((resolve) => (markRecorded = resolve));
    const committed = database.db.transaction(async (tx) => {
      await record(tx);
      markRecorded();
      await gate;
    });
    await recorded;
    return { commit, committed };
  }

  /** The notifications received so far, once `count` have arrived (delivery is asynchronous). */
  async function notifications(count: number): Promise<unknown[]> {
    await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(count));
    return received.splice(0).map((payload) => JSON.parse(payload) as unknown);
  }

  it('stores the event and notifies cart_events with only {id, tenantId, cartId} once committed', async () => {
    const cartId = await insertTestCart(database.db, tenantId, { now: testEpoch });
    const cart = sampleCart(cartId, 'stored');

    await database.db.transaction((tx) =>
      recordCartEvent(tx, { type: 'cartUpdated', tenantId, cartId, cart }),
    );

    const rows = await database.db.select().from(cartEvents).where(eq(cartEvents.cartId, cartId));
    expect(rows).toEqual([
      expect.objectContaining({ tenantId, cartId, type: 'cartUpdated', payload: cart }),
    ]);
    expect(await notifications(1)).toEqual([{ id: rows[0]?.id, tenantId, cartId }]);
  });

  it('stores a status event as {status, orderNumber}', async () => {
    const cartId = await insertTestCart(database.db, tenantId, { now: testEpoch });

    await database.db.transaction((tx) =>
      recordCartEvent(tx, {
        type: 'status',
        tenantId,
        cartId,
        status: 'completed',
        orderNumber: 'ORD-1',
      }),
    );

    const [row] = await database.db.select().from(cartEvents).where(eq(cartEvents.cartId, cartId));
    expect(row?.type).toBe('status');
    expect(row?.payload).toEqual({ status: 'completed', orderNumber: 'ORD-1' });
    await notifications(1);
  });

  it('stores and announces nothing when the transaction rolls back', async () => {
    const cartId = await insertTestCart(database.db, tenantId, { now: testEpoch });

    await expect(
      database.db.transaction(async (tx) => {
        await recordCartEvent(tx, {
          type: 'cartUpdated',
          tenantId,
          cartId,
          cart: sampleCart(cartId),
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await database.db.transaction((tx) =>
      recordCartEvent(tx, { type: 'cartUpdated', tenantId, cartId, cart: sampleCart(cartId) }),
    );

    const rows = await database.db.select().from(cartEvents).where(eq(cartEvents.cartId, cartId));
    expect(rows).toHaveLength(1);
    // The only notification is the committed event's.
    expect(await notifications(1)).toEqual([{ id: rows[0]?.id, tenantId, cartId }]);
  });

  // Embedded, one connection runs one transaction at a time anyway; on a server the lock matters.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'holds a lock on the cart until commit, so its events get ids in commit order',
    async () => {
      const cartId = await insertTestCart(database.db, tenantId, { now: testEpoch });
      const first = await recordAndHoldOpen((tx) =>
        recordCartEvent(tx, { type: 'cartUpdated', tenantId, cartId, cart: sampleCart(cartId) }),
      );

      const probe: unknown = await database.db.transaction((tx) =>
        tx.execute(
          sql`select pg_try_advisory_xact_lock(${cartEventLockNamespace}, hashtext(${cartId})) as free`,
        ),
      );
      const lockFree = z.object({ rows: z.array(z.object({ free: z.boolean() })) }).parse(probe)
        .rows[0]?.free;
      first.commit();
      await first.committed;

      expect(lockFree).toBe(false);
      await notifications(1);
    },
  );

  // Only a server has other connections to skip the NOTIFY for (PGlite always notifies).
  describe.runIf(Boolean(process.env.DATABASE_URL))('recordCartEventIfAwaited', () => {
    const marker = JSON.stringify({ marker: true });
    /** The notifications up to a marker published now (NOTIFYs arrive in commit order). */
    async function notificationsBeforeMarker(): Promise<unknown[]> {
      await database.notifications.publish(cartEventsChannel, marker);
      await vi.waitFor(() => expect(received).toContain(marker));
      return received
        .splice(0)
        .filter((payload) => payload !== marker)
        .map((payload) => JSON.parse(payload) as unknown);
    }
    const record = (cartId: string) =>
      database.db.transaction((tx) =>
        recordCartEventIfAwaited(tx, {
          type: 'cartUpdated',
          tenantId,
          cartId,
          cart: sampleCart(cartId),
        }),
      );

    it('stores the event but raises no NOTIFY while no instance holds interest in the cart', async () => {
      const cartId = await insertTestCart(database.db, tenantId, { now: testEpoch });
      await record(cartId);
      const rows = await database.db.select().from(cartEvents).where(eq(cartEvents.cartId, cartId));
      expect(rows).toHaveLength(1);
      expect(await notificationsBeforeMarker()).toEqual([]);
    });

    it('notifies while interest is held, and stops once it is released', async () => {
      const cartId = await insertTestCart(database.db, tenantId, { now: testEpoch });
      const release = await database.notifications.holdInterest(cartInterestLockNamespace, cartId);
      await record(cartId);
      const [row] = await database.db
        .select()
        .from(cartEvents)
        .where(eq(cartEvents.cartId, cartId));
      expect(await notificationsBeforeMarker()).toEqual([{ id: row?.id, tenantId, cartId }]);
      await release();
      await record(cartId);
      expect(await notificationsBeforeMarker()).toEqual([]);
    });

    it('grants interest only once a change that saw none has committed', async () => {
      const cartId = await insertTestCart(database.db, tenantId, { now: testEpoch });
      const change = await recordAndHoldOpen((tx) =>
        recordCartEventIfAwaited(tx, {
          type: 'cartUpdated',
          tenantId,
          cartId,
          cart: sampleCart(cartId),
        }),
      );
      let granted = false;
      const interest = database.notifications
        .holdInterest(cartInterestLockNamespace, cartId)
        .then((release) => {
          granted = true;
          return release;
        });
      // Still waiting while the change is uncommitted: its event is not lost to the new stream.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(granted).toBe(false);
      change.commit();
      await change.committed;
      const release = await interest;
      const rows = await database.db.select().from(cartEvents).where(eq(cartEvents.cartId, cartId));
      expect(rows).toHaveLength(1);
      await release();
      expect(await notificationsBeforeMarker()).toEqual([]);
    });
  });
});
