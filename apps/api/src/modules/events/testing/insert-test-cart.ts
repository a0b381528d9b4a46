import type { Db } from '../../../db/database.ts';
import { carts } from '../../../db/schema/index.ts';

/**
 * Inserts a pending cart straight into the table (the streams only read it), optionally owned by
 * a customer; answers its id.
 *
 * @example
 * const cartId = await insertTestCart(database.db, seedIds.tenants.demo, { now: clock.now() });
 */
export async function insertTestCart(
  db: Db,
  tenantId: string,
  options: { now: Date; customerId?: string },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(carts).values({
    id,
    tenantId,
    source: 0,
    customerId: options.customerId ?? null,
    createdAt: options.now,
    updatedAt: options.now,
  });
  return id;
}
