import { and, asc, desc, eq, gt, gte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cartEvents } from '../../db/schema/index.ts';

/** A stored cart event. */
export type CartEventRecord = typeof cartEvents.$inferSelect;

/** The kind of a stored cart event (`cartUpdated`, `status`). */
export type CartEventType = CartEventRecord['type'];

/** Where a replay starts: after an event id (`Last-Event-ID`), or at an instant (`from`). */
export type ReplayCursor = { afterId: number } | { since: Date };

/**
 * One tenant's cart events. Every query is scoped by `tenantId`.
 *
 * @example
 * const missed = await createCartEventRepository(db, tenant.id).listAfter(cartId, 'status', { afterId: 41 });
 */
export function createCartEventRepository(db: Db, tenantId: string) {
  const ofTenant = eq(cartEvents.tenantId, tenantId);
  return {
    /** Stores an event and answers its id. */
    async insert(cartId: string, type: CartEventType, payload: unknown): Promise<number> {
      const [row] = await db
        .insert(cartEvents)
        .values({ tenantId, cartId, type, payload })
        .returning({ id: cartEvents.id });
      if (!row) throw new Error('The cart event was not stored');
      return row.id;
    },

    async findById(id: number): Promise<CartEventRecord | null> {
      const [row] = await db
        .select()
        .from(cartEvents)
        .where(and(ofTenant, eq(cartEvents.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The cart's events of `type` after the cursor, oldest first. */
    async listAfter(
      cartId: string,
      type: CartEventType,
      cursor: ReplayCursor,
    ): Promise<CartEventRecord[]> {
      const after =
        'afterId' in cursor
          ? gt(cartEvents.id, cursor.afterId)
          : gte(cartEvents.createdAt, cursor.since);
      return db
        .select()
        .from(cartEvents)
        .where(and(ofTenant, eq(cartEvents.cartId, cartId), eq(cartEvents.type, type), after))
        .orderBy(asc(cartEvents.id));
    },

    /** The cart's newest event of `type`, or null. */
    async latest(cartId: string, type: CartEventType): Promise<CartEventRecord | null> {
      const [row] = await db
        .select()
        .from(cartEvents)
        .where(and(ofTenant, eq(cartEvents.cartId, cartId), eq(cartEvents.type, type)))
        .orderBy(desc(cartEvents.id))
        .limit(1);
      return row ?? null;
    },
  };
}
