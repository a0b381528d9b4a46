import { and, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import type { PureReadCache } from '../../../db/pure-read-cache.ts';
import { rowFromJson } from '../../../db/schema/row-from-json.ts';
import {
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  orders,
  tenants,
} from '../../../db/schema/index.ts';
import type { CouponRecord } from '../../coupons/coupon-repository.ts';
import {
  newItemRows,
  type CartChanges,
  type CartItemRecord,
  type CartRecord,
  type NewCartItem,
} from '../cart-repository.ts';
import { isUuid } from '../../../http/is-uuid.ts';

/** Everything a cart's wire form and totals are made of, beside the cart row itself. */
export interface CartParts {
  /** The lines, in the order they were added. */
  items: CartItemRecord[];
  /** The tenant's tax percentage; null if the tenant row is gone. */
  taxPercentage: number | null;
  /** The discount its order kept (completed carts), else null. */
  orderDiscountAmount: number | null;
  /** The coupon the cart points at (`couponId`), or null. */
  coupon: CouponRecord | null;
  /** How many orders redeemed that coupon. */
  couponRedemptions: number;
}

/** A cart row and its parts, read together. */
export interface CartRead extends CartParts {
  cart: CartRecord;
}

/** The parts of the cart `cartId` as columns of one select (scalar subqueries, one round trip). */
function partColumns(tenantId: string | Placeholder, cartId: SQL, couponId: SQL) {
  return {
    items: sql<
      unknown[]
    >`(select coalesce(json_agg(ci order by ci.position, ci.created_at), '[]'::json) from ${cartItems} ci where ci.tenant_id = ${tenantId} and ci.cart_id = ${cartId})`,
    taxPercentage: sql<
      number | null
    >`(select t.tax_percentage from ${tenants} t where t.id = ${tenantId})`.mapWith(Number),
    orderDiscountAmount: sql<
      number | null
    >`(select o.discount_amount from ${orders} o where o.tenant_id = ${tenantId} and o.cart_id = ${cartId})`.mapWith(
      Number,
    ),
    coupon: sql<unknown>`(select row_to_json(cp) from ${coupons} cp where cp.tenant_id = ${tenantId} and cp.id = ${couponId})`,
    couponRedemptions:
      sql<number>`(select count(*) from ${couponRedemptions} r where r.tenant_id = ${tenantId} and r.coupon_id = ${couponId})`.mapWith(
        Number,
      ),
  };
}

function partsOf(row: {
  items: unknown[];
  taxPercentage: number | null;
  orderDiscountAmount: number | null;
  coupon: unknown;
  couponRedemptions: number;
}): CartParts {
  return {
    items: row.items.map((item) => rowFromJson(cartItems, item)),
    taxPercentage: row.taxPercentage,
    orderDiscountAmount: row.orderDiscountAmount,
    coupon: row.coupon === null ? null : rowFromJson(coupons, row.coupon),
    couponRedemptions: row.couponRedemptions,
  };
}

/**
 * The read of `readCart`, built once per database handle: building drizzle's SQL was a tenth of
 * the CPU of a cart read, and on PostgreSQL the named statement is parsed and planned once per
 * connection.
 */
function prepareRead(db: Db) {
  const tenantId = sql.placeholder('tenantId');
  const query = db
    .select({
      cart: getTableColumns(carts),
      // Qualified by hand: drizzle writes a one-table select's columns unqualified, which inside
      // the subqueries would name their own tables' columns.
      ...partColumns(tenantId, sql.raw('"carts"."id"'), sql.raw('"carts"."coupon_id"')),
    })
    .from(carts)
    .where(and(eq(carts.tenantId, tenantId), eq(carts.id, sql.placeholder('cartId'))))
    .limit(1);
  return { prepared: query.prepare('read_cart'), text: query.toSQL().sql };
}

const preparedReads = new WeakMap<Db, ReturnType<typeof prepareRead>>();

/**
 * The tenant's cart with its lines, tax, order discount and coupon in ONE query (the hot path of
 * `GET /cart/{id}`), or null when this tenant has no such cart (or `cartId` is no UUID). With the
 * database's `cache` (PGlite), a cart read since the last write is not read again; the result is
 * shared, so callers must not change it.
 *
 * @example
 * const read = await readCart(db, tenant.id, cartId);
 */
export async function readCart(
  db: Db,
  tenantId: string,
  cartId: string,
  cache: PureReadCache | null = null,
): Promise<CartRead | null> {
  if (!isUuid(cartId)) return null;
  let read = preparedReads.get(db);
  if (!read) {
    read = prepareRead(db);
    preparedReads.set(db, read);
  }
  const { prepared, text } = read;
  const load = async () => {
    const [row] = await prepared.execute({ tenantId, cartId });
    return row ? { cart: row.cart, ...partsOf(row) } : null;
  };
  if (!cache) return load();
  cache.markPure(text);
  return cache.read(`cart/${tenantId}/${cartId}`, load);
}

/**
 * The parts of a cart already in hand (locked in a transaction, just changed) in ONE query,
 * through `db` (the transaction: it sees the change).
 *
 * @example
 * const parts = await readCartParts(tx, tenant.id, updated);
 */
export async function readCartParts(
  db: Db,
  tenantId: string,
  cart: CartRecord,
): Promise<CartParts> {
  const [row] = await db
    .select(
      partColumns(
        tenantId,
        sql`${cart.id}::uuid`,
        cart.couponId === null ? sql`null::uuid` : sql`${cart.couponId}::uuid`,
      ),
    )
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row
    ? partsOf(row)
    : {
        items: [],
        taxPercentage: null,
        orderDiscountAmount: null,
        coupon: null,
        couponRedemptions: 0,
      };
}

/**
 * Sets `changes` on the tenant's cart `cartId`, counts one more version, and reads its parts — in
 * ONE statement (an `update … returning` as a CTE, the parts read from its row), so a cart change
 * keeps its row lock one round trip shorter (on PGlite: holds the single connection shorter). The
 * parts see the lines written by earlier statements of the transaction; the cart row is the
 * updated one. `append` are new lines inserted by the same statement, after the others (a CTE's
 * rows are not seen by the statement's other reads, so they are returned and appended here).
 * Null when the tenant has no such cart. Call with the cart locked by an earlier statement.
 *
 * @example
 * const read = await updateCartRead(tx, tenant.id, cart.id, { isUpdated: false }, now);
 */
export async function updateCartRead(
  db: Db,
  tenantId: string,
  cartId: string,
  changes: CartChanges,
  now: Date,
  append: readonly NewCartItem[] = [],
): Promise<CartRead | null> {
  const updated = db.$with('updated').as(
    db
      .update(carts)
      .set({ ...changes, version: sql`${carts.version} + 1`, updatedAt: now })
      .where(and(eq(carts.tenantId, tenantId), eq(carts.id, cartId)))
      .returning(),
  );
  const columns = {
    cart: updated._.selectedFields,
    // The CTE's columns named by hand: inside the subqueries an unqualified `id` is their own.
    ...partColumns(tenantId, sql.raw('"updated"."id"'), sql.raw('"updated"."coupon_id"')),
  };
  if (append.length === 0) {
    const [row] = await db.with(updated).select(columns).from(updated);
    return row ? { cart: row.cart, ...partsOf(row) } : null;
  }
  const inserted = db.$with('inserted').as(
    db
      .insert(cartItems)
      .values(newItemRows(tenantId, cartId, append, now))
      .returning(),
  );
  const [row] = await db
    .with(inserted, updated)
    .select({
      ...columns,
      appended: sql<
        unknown[]
      >`(select coalesce(json_agg(i order by i.position), '[]'::json) from ${inserted} i)`,
    })
    .from(updated);
  if (!row) return null;
  const parts = partsOf(row);
  const appended = row.appended.map((item) => rowFromJson(cartItems, item));
  return { cart: row.cart, ...parts, items: [...parts.items, ...appended] };
}
