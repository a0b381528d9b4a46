import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cartItems, carts, orderNumberCounters, orders } from '../../db/schema/index.ts';

/** A stored order. */
export type OrderRecord = typeof orders.$inferSelect;
/** A stored line of an order's cart. */
export type OrderItemRecord = typeof cartItems.$inferSelect;
/** An order with its cart's notes. */
export type OrderWithNotes = OrderRecord & { notes: string | null };

/** What the order list may be sorted by. */
export type OrderSortField = 'completedAt' | 'orderNumber' | 'totalAmount';

/** One page of a customer's orders. */
export interface OrderPageRequest {
  customerId: string;
  skip: number;
  take: number;
  sortBy: OrderSortField;
  descending: boolean;
}

const sortColumns = {
  completedAt: orders.createdAt,
  orderNumber: orders.orderNumber,
  totalAmount: orders.totalAmount,
} as const;

/**
 * One tenant's orders and order numbers. Every query is scoped by `tenantId`.
 *
 * @example
 * const order = await createOrderRepository(db, tenant.id).findByCart(cartId);
 */
export function createOrderRepository(db: Db, tenantId: string) {
  const ofTenant = eq(orders.tenantId, tenantId);
  return {
    async findByCart(cartId: string): Promise<OrderRecord | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(ofTenant, eq(orders.cartId, cartId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The tenant's next order number (1, 2, 3…): the counter row is incremented in one statement,
     * whose row lock makes concurrent orders (on any instance) wait for each other, so no number
     * is given twice. Call inside the order's transaction, so a failed order gives its number back.
     */
    async nextNumber(): Promise<number> {
      const [row] = await db
        .insert(orderNumberCounters)
        .values({ tenantId, lastNumber: 1 })
        .onConflictDoUpdate({
          target: orderNumberCounters.tenantId,
          set: { lastNumber: sql`${orderNumberCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: orderNumberCounters.lastNumber });
      if (!row) throw new Error('The order number counter was not returned');
      return row.lastNumber;
    },

    async create(order: Omit<OrderRecord, 'tenantId'>): Promise<void> {
      await db.insert(orders).values({ ...order, tenantId });
    },

    /** One page of a customer's orders and how many there are in all. */
    async page(
      request: OrderPageRequest,
    ): Promise<{ totalCount: number; orders: OrderWithNotes[] }> {
      const where = and(ofTenant, eq(orders.customerId, request.customerId));
      const column = sortColumns[request.sortBy];
      const order: SQL[] = [request.descending ? desc(column) : asc(column), desc(orders.id)];
      const [total] = await db.select({ total: count() }).from(orders).where(where);
      const rows = await db
        .select({ order: orders, notes: carts.notes })
        .from(orders)
        .innerJoin(carts, eq(carts.id, orders.cartId))
        .where(where)
        .orderBy(...order)
        .offset(request.skip)
        .limit(request.take);
      return {
        totalCount: total?.total ?? 0,
        orders: rows.map((row) => ({ ...row.order, notes: row.notes })),
      };
    },

    /** The lines of the carts of `cartIds`, in cart order. */
    async itemsOfCarts(cartIds: readonly string[]): Promise<OrderItemRecord[]> {
      if (cartIds.length === 0) return [];
      return db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.tenantId, tenantId), inArray(cartItems.cartId, [...cartIds])))
        .orderBy(asc(cartItems.position));
    },
  };
}

/** One tenant's order store (see createOrderRepository). */
export type OrderRepository = ReturnType<typeof createOrderRepository>;
