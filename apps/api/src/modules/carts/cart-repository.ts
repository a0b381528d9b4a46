import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { rowFromJson } from '../../db/schema/row-from-json.ts';
import { cartItems, carts, paymentAttempts } from '../../db/schema/index.ts';
import { isUuid } from '../../http/is-uuid.ts';

/** A stored cart. */
export type CartRecord = typeof carts.$inferSelect;
/** A stored cart line. */
export type CartItemRecord = typeof cartItems.$inferSelect;
/** A line to store: everything but what the repository fills in. */
export type NewCartItem = Omit<
  typeof cartItems.$inferInsert,
  'tenantId' | 'cartId' | 'position' | 'createdAt' | 'payableItemGroupId' | 'payableItemId'
> & { id: string };
/** The fields of a cart a change may set. */
export type CartChanges = Partial<
  Pick<
    CartRecord,
    | 'customerId'
    | 'customerName'
    | 'customerMobileNumber'
    | 'customerCustomFields'
    | 'couponId'
    | 'couponCode'
    | 'notes'
    | 'customFields'
    | 'isUpdated'
    | 'status'
    | 'orderNumber'
    | 'completedAt'
  >
>;
/** The fields of a line a change may set (re-pricing, quantity, custom fields, snapshot). */
export type CartItemChanges = Partial<
  Omit<CartItemRecord, 'id' | 'tenantId' | 'cartId' | 'position' | 'createdAt'>
>;

/** See `lockWithPaymentState` below: built once, named (the hottest statement of a cart change). */
const lockWithPaymentState = namedStatement<{ cart: unknown; paymentInProgress: boolean }>(
  'lock_cart_with_payment_state',
  sql`select row_to_json(c) as "cart", exists (select 1 from ${paymentAttempts} pa where pa.tenant_id = c.tenant_id and pa.cart_id = c.id and pa.status = 'pending' and pa.hold_expires_at > ${sql.placeholder('now')}::timestamptz) as "paymentInProgress" from ${carts} c where c.tenant_id = ${sql.placeholder('tenantId')} and c.id = ${sql.placeholder('id')} for update of c`,
);

/**
 * One tenant's carts and their lines. Every query is scoped by `tenantId`; ids that are not
 * UUIDs find nothing. Pass a transaction as `db` to lock and change a cart.
 *
 * @example
 * const cart = await createCartRepository(db, tenant.id).find(cartId);
 */
export function createCartRepository(db: Db, tenantId: string) {
  const ofTenant = eq(carts.tenantId, tenantId);
  const itemsOfTenant = eq(cartItems.tenantId, tenantId);
  return {
    async create(cart: { id: string; source: number; now: Date }): Promise<CartRecord> {
      const [row] = await db
        .insert(carts)
        .values({
          id: cart.id,
          tenantId,
          source: cart.source,
          createdAt: cart.now,
          updatedAt: cart.now,
        })
        .returning();
      if (!row) throw new Error('The new cart was not returned');
      return row;
    },

    async find(id: string): Promise<CartRecord | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(carts)
        .where(and(ofTenant, eq(carts.id, id)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The cart, its row locked until the transaction ends, so changes to one cart (and its
     * completion) happen one at a time. Call inside a transaction.
     */
    async lock(id: string): Promise<CartRecord | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(carts)
        .where(and(ofTenant, eq(carts.id, id)))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /**
     * As `lock`, and in the same round trip whether a payment attempt of the cart is pending with
     * its hold not lapsed at `now` (see assertNoPaymentInProgress).
     */
    async lockWithPaymentState(
      id: string,
      now: Date,
    ): Promise<{ cart: CartRecord; paymentInProgress: boolean } | null> {
      if (!isUuid(id)) return null;
      const [row] = await lockWithPaymentState.rows(db, { tenantId, id, now: now.toISOString() });
      return row
        ? { cart: rowFromJson(carts, row.cart), paymentInProgress: row.paymentInProgress }
        : null;
    },

    /** The cart's lines, in the order they were added. */
    async items(cartId: string): Promise<CartItemRecord[]> {
      return db
        .select()
        .from(cartItems)
        .where(and(itemsOfTenant, eq(cartItems.cartId, cartId)))
        .orderBy(asc(cartItems.position), asc(cartItems.createdAt));
    },

    /**
     * Appends lines after the cart's last one, in one statement (each position is the last one
     * plus its index, read by the insert itself; the cart's row lock keeps them apart).
     */
    async addItems(cartId: string, items: readonly NewCartItem[], now: Date): Promise<void> {
      if (items.length === 0) return;
      await db.insert(cartItems).values(newItemRows(tenantId, cartId, items, now));
    },

    async updateItem(cartId: string, itemId: string, changes: CartItemChanges): Promise<void> {
      await db
        .update(cartItems)
        .set(changes)
        .where(and(itemsOfTenant, eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
    },

    async deleteItems(cartId: string, itemIds: readonly string[]): Promise<void> {
      const ids = itemIds.filter(isUuid);
      if (ids.length === 0) return;
      await db
        .delete(cartItems)
        .where(and(itemsOfTenant, eq(cartItems.cartId, cartId), inArray(cartItems.id, ids)));
    },

    /** Sets `changes` and counts one more version of the cart. */
    async update(cartId: string, changes: CartChanges, now: Date): Promise<CartRecord> {
      const [row] = await db
        .update(carts)
        .set({ ...changes, version: sql`${carts.version} + 1`, updatedAt: now })
        .where(and(ofTenant, eq(carts.id, cartId)))
        .returning();
      if (!row) throw new Error('The changed cart was not returned');
      return row;
    },

    /** Marks every line of a completed cart as payable within its order. */
    async markItemsPayable(cartId: string, orderId: string): Promise<void> {
      await db
        .update(cartItems)
        .set({ payableItemGroupId: orderId, payableItemId: cartItems.id })
        .where(and(itemsOfTenant, eq(cartItems.cartId, cartId)));
    },
  };
}

/**
 * The rows that append `items` after the cart's last line: each position is the last one plus
 * its index, read by the insert itself (the cart's row lock, taken by an earlier statement of the
 * transaction, keeps concurrent appends apart).
 *
 * @example
 * await tx.insert(cartItems).values(newItemRows(tenant.id, cart.id, items, now));
 */
export function newItemRows(
  tenantId: string,
  cartId: string,
  items: readonly NewCartItem[],
  now: Date,
): Array<PgInsertValue<typeof cartItems>> {
  return items.map((item, index) => ({
    ...item,
    tenantId,
    cartId,
    position: sql`(select coalesce(max(ci.position), -1) + ${index + 1} from ${cartItems} ci where ci.tenant_id = ${tenantId} and ci.cart_id = ${cartId})`,
    createdAt: now,
  }));
}

/** One tenant's cart store (see createCartRepository). */
export type CartRepository = ReturnType<typeof createCartRepository>;
