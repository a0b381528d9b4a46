import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartEvents } from '../../db/schema/index.ts';
import { seedIds } from '../../db/seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { testEpoch } from '../../testing/test-clock.ts';
import { cartEventRetentionMs, pruneCartEvents } from './prune-cart-events.ts';
import { insertTestCart } from './testing/insert-test-cart.ts';

const hour = 60 * 60 * 1000;

describe('pruneCartEvents', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('deletes the events older than the retention, of every tenant, and keeps the rest', async () => {
    const demoCart = await insertTestCart(database.db, seedIds.tenants.demo, { now: testEpoch });
    const salonCart = await insertTestCart(database.db, seedIds.tenants.salon, { now: testEpoch });
    const at = (ago: number) => new Date(testEpoch.getTime() - ago);
    const rows = [
      {
        tenantId: seedIds.tenants.demo,
        cartId: demoCart,
        createdAt: at(cartEventRetentionMs + hour),
      },
      {
        tenantId: seedIds.tenants.salon,
        cartId: salonCart,
        createdAt: at(cartEventRetentionMs + 1),
      },
      {
        tenantId: seedIds.tenants.demo,
        cartId: demoCart,
        createdAt: at(cartEventRetentionMs - hour),
      },
      { tenantId: seedIds.tenants.salon, cartId: salonCart, createdAt: at(0) },
    ];
    const inserted = await database.db
      .insert(cartEvents)
      .values(rows.map((row) => ({ ...row, type: 'cartUpdated' as const, payload: {} })))
      .returning({ id: cartEvents.id });

    expect(await pruneCartEvents(database.db, testEpoch)).toBe(2);

    const left = await database.db.select({ id: cartEvents.id }).from(cartEvents);
    expect(left.map((row) => row.id).sort()).toEqual(
      inserted
        .slice(2)
        .map((row) => row.id)
        .sort(),
    );
    expect(await pruneCartEvents(database.db, testEpoch)).toBe(0);
  });

  it('prunes a backlog larger than one batch', async () => {
    const cartId = await insertTestCart(database.db, seedIds.tenants.demo, { now: testEpoch });
    const old = new Date(testEpoch.getTime() - cartEventRetentionMs - hour);
    await database.db.insert(cartEvents).values(
      Array.from({ length: 5_050 }, () => ({
        tenantId: seedIds.tenants.demo,
        cartId,
        type: 'cartUpdated' as const,
        payload: {},
        createdAt: old,
      })),
    );
    expect(await pruneCartEvents(database.db, testEpoch)).toBe(5_050);
    expect(
      await database.db.select().from(cartEvents).where(eq(cartEvents.cartId, cartId)),
    ).toEqual([]);
  });
});
