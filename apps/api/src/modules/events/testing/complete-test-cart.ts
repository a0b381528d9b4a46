import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { carts } from '../../../db/schema/index.ts';

/**
 * Marks a cart completed with an order number, straight in the table (as the order step would).
 *
 * @example
 * await completeTestCart(database.db, cartId, { orderNumber: 'ORD-1001', now: clock.now() });
 */
export async function completeTestCart(
  db: Db,
  cartId: string,
  options: { orderNumber: string; now: Date },
): Promise<void> {
  await db
    .update(carts)
    .set({ status: 'completed', orderNumber: options.orderNumber, completedAt: options.now })
    .where(eq(carts.id, cartId));
}
