import type { Cart, Language } from '@storefront/contracts';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { namedStatement } from '../../../db/named-statement.ts';
import { cartItems, carts, paymentAttempts } from '../../../db/schema/index.ts';
import { cartEventCtes, cartEventValues } from '../../events/record-cart-event.ts';
import type { CartItemRecord } from '../cart-repository.ts';
import { cartOf, cartStateOf } from './load-cart-state.ts';
import type { PricedCartLine } from '../lines/price-cart-line.ts';
import type { CartRead } from './read-cart.ts';

/**
 * Appends lines to a cart in ONE statement, without a transaction, if the cart is still the one
 * read: its version, pending, and no payment attempt of it pending with a hold not lapsed (the
 * conditions `changeCart` checks under its row lock). The statement counts the new version, inserts
 * the lines and records the `cartUpdated` event, all or nothing; the event's cart is computed here
 * from the read plus the new lines, which is exactly what the statement writes. Answers the new
 * cart, or null when the cart changed since it was read (the caller then takes `changeCart`).
 *
 * Why: adding an item is the storefront's busiest write, and each round trip to PostgreSQL costs a
 * socket write on both sides; `changeCart` takes five (begin, lock, change, event, commit), this
 * one (issue 10; docs/decisions/0023-one-statement-cart-append.md).
 */
export type AppendToUnchangedCart = (input: {
  tenantId: string;
  read: CartRead;
  lines: readonly (PricedCartLine & { id: string })[];
  language: Language;
  now: Date;
}) => Promise<Cart | null>;

const itemColumns = Object.entries(getTableColumns(cartItems));

/** A cart item as `json_populate_recordset` reads it: keyed by column name, every column set. */
function itemJson(item: CartItemRecord): Record<string, unknown> {
  const json: Record<string, unknown> = {};
  for (const [key, column] of itemColumns) json[column.name] = item[key as keyof CartItemRecord];
  return json;
}

function appendStatement(onlyIfAwaited: boolean) {
  const tenantId = sql.placeholder('tenantId');
  const cartId = sql.placeholder('cartId');
  const now = sql.placeholder('now');
  return namedStatement<{ changed: number }>(
    onlyIfAwaited ? 'append_to_unchanged_cart_if_awaited' : 'append_to_unchanged_cart',
    sql`with updated as (
      update ${carts} c set version = c.version + 1, updated_at = ${now}::timestamptz, is_updated = false
      where c.tenant_id = ${tenantId}::uuid and c.id = ${cartId}::uuid
        and c.version = ${sql.placeholder('version')}::int and c.status = 'pending'
        and not exists (
          select 1 from ${paymentAttempts} pa
          where pa.tenant_id = c.tenant_id and pa.cart_id = c.id and pa.status = 'pending'
            and pa.hold_expires_at > ${now}::timestamptz
        )
      returning c.id
    ), inserted as (
      insert into ${cartItems}
      select * from json_populate_recordset(null::${cartItems}, ${sql.placeholder('items')}::json)
      where exists (select 1 from updated)
    ), ${cartEventCtes(onlyIfAwaited, sql`updated`)}
    select (select count(*)::int from updated) as "changed", (select count(*)::int from notified) as "notified"`,
  );
}

const statements = { always: appendStatement(false), ifAwaited: appendStatement(true) };

/**
 * The {@link AppendToUnchangedCart} of database `db`; `onlyIfAwaited` as for the event recorder
 * (`recordCartEventIfAwaited` on a PostgreSQL server), and `changing` told before each write (the
 * instance's cart read cache).
 *
 * @example
 * const append = appendToUnchangedCartOf(app.db, { onlyIfAwaited: true });
 * const cart = await append({ tenantId, read, lines, language: 'ar', now });
 */
export function appendToUnchangedCartOf(
  db: Db,
  options: { onlyIfAwaited: boolean; changing?: (tenantId: string, cartId: string) => void },
): AppendToUnchangedCart {
  const statement = options.onlyIfAwaited ? statements.ifAwaited : statements.always;
  return async ({ tenantId, read, lines, language, now }) => {
    const last = read.items.reduce((max, item) => Math.max(max, item.position), -1);
    const appended: CartItemRecord[] = lines.map((line, index) => ({
      ...line,
      customerLocation: line.customerLocation ?? null,
      tenantId,
      cartId: read.cart.id,
      position: last + 1 + index,
      createdAt: now,
      payableItemGroupId: null,
      payableItemId: null,
    }));
    const changed = {
      ...read.cart,
      version: read.cart.version + 1,
      updatedAt: now,
      isUpdated: false,
    };
    const cart = cartOf(
      cartStateOf(changed, { ...read, items: [...read.items, ...appended] }, now),
      language,
    );
    options.changing?.(tenantId, read.cart.id);
    const [row] = await statement.rows(db, {
      ...cartEventValues({ type: 'cartUpdated', tenantId, cartId: read.cart.id, cart }),
      version: read.cart.version,
      now: now.toISOString(),
      items: JSON.stringify(appended.map(itemJson)),
    });
    return row?.changed === 1 ? cart : null;
  };
}
