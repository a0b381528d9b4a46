import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { carts } from '../../db/schema/index.ts';

/** What a stream needs of its cart: whose it is and whether it is completed. */
export interface StreamCart {
  id: string;
  customerId: string | null;
  status: 'pending' | 'completed';
  orderNumber: string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The cart of this tenant a stream asks for, or null when there is none (an id that is not a
 * UUID cannot name one, so it is not looked up).
 *
 * @example
 * const cart = await findStreamCart(app.db, tenant.id, cartId);
 */
export async function findStreamCart(
  db: Db,
  tenantId: string,
  cartId: string,
): Promise<StreamCart | null> {
  if (!uuidPattern.test(cartId)) return null;
  const [row] = await db
    .select({
      id: carts.id,
      customerId: carts.customerId,
      status: carts.status,
      orderNumber: carts.orderNumber,
    })
    .from(carts)
    .where(and(eq(carts.tenantId, tenantId), eq(carts.id, cartId.toLowerCase())))
    .limit(1);
  return row ?? null;
}
