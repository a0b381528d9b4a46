import type { ProductType } from '@storefront/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cartItems, carts, orders, tenants } from '../../db/schema/index.ts';
import type { PassItem, PassOrder } from './pass-json.ts';

/** A cart as the pass rules see it: whose it is and whether its order is made. */
export interface PassCart {
  id: string;
  customerId: string | null;
  status: 'pending' | 'completed';
}

/** An order and the customer of the cart it was made from. */
export interface OwnedPassOrder {
  order: PassOrder;
  customerId: string | null;
}

const orderColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  totalAmount: orders.totalAmount,
  createdAt: orders.createdAt,
  paymentMethod: orders.paymentMethod,
};

/**
 * The reads behind a tenant's wallet passes. Ids must already be UUIDs (the columns are).
 *
 * @example
 * const repository = createWalletPassRepository(app.db, tenantOf(request).id);
 * const cart = await repository.findCart(cartId);
 */
export function createWalletPassRepository(db: Db, tenantId: string) {
  return {
    /** The cart, or null when the tenant has none with this id. */
    async findCart(cartId: string): Promise<PassCart | null> {
      const [row] = await db
        .select({ id: carts.id, customerId: carts.customerId, status: carts.status })
        .from(carts)
        .where(and(eq(carts.tenantId, tenantId), eq(carts.id, cartId)))
        .limit(1);
      return row ?? null;
    },

    /** The order made from a cart, or null when none was made. */
    async findOrderOfCart(cartId: string): Promise<PassOrder | null> {
      const [row] = await db
        .select(orderColumns)
        .from(orders)
        .where(and(eq(orders.tenantId, tenantId), eq(orders.cartId, cartId)))
        .limit(1);
      return row ?? null;
    },

    /** The order with this id (a payable item group's id) and its cart's customer, or null. */
    async findOrder(orderId: string): Promise<OwnedPassOrder | null> {
      const [row] = await db
        .select({ ...orderColumns, customerId: carts.customerId })
        .from(orders)
        .innerJoin(carts, eq(carts.id, orders.cartId))
        .where(and(eq(orders.tenantId, tenantId), eq(orders.id, orderId)))
        .limit(1);
      if (!row) return null;
      const { customerId, ...order } = row;
      return { order, customerId };
    },

    /** The lines of a payable item group, in cart order; only those of `type` when given. */
    async itemsOfGroup(groupId: string, type: ProductType | null): Promise<PassItem[]> {
      const rows = await db
        .select({
          product: cartItems.product,
          quantity: cartItems.quantity,
          reservationDateFrom: cartItems.reservationDateFrom,
          reservationDateTo: cartItems.reservationDateTo,
        })
        .from(cartItems)
        .where(
          and(
            eq(cartItems.tenantId, tenantId),
            eq(cartItems.payableItemGroupId, groupId),
            type === null ? undefined : sql`${cartItems.product}->>'type' = ${type}`,
          ),
        )
        .orderBy(asc(cartItems.position));
      return rows.map((row) => ({
        type: row.product.type,
        name: row.product.name,
        quantity: row.quantity,
        reservationDateFrom: row.reservationDateFrom,
        reservationDateTo: row.reservationDateTo,
      }));
    },

    /** The tenant's brand name (the pass's organisation and logo text). */
    async brandName(): Promise<string> {
      const [row] = await db
        .select({ brandName: tenants.brandName })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1);
      if (!row) throw new Error(`Tenant ${tenantId} vanished while making a wallet pass`);
      return row.brandName;
    },
  };
}

/** One tenant's wallet-pass reads (see createWalletPassRepository). */
export type WalletPassRepository = ReturnType<typeof createWalletPassRepository>;
