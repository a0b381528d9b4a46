import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { cartInterestLockNamespace } from '../../db/notifications.ts';
import type { CartEvent, RecordCartEvent } from './cart-event-port.ts';
import { cartEvents } from '../../db/schema/index.ts';
import { cartEventsChannel } from './cart-event-notification.ts';

/**
 * Advisory lock namespace (with `hashtext(cartId)` as the second key): one cart's events are recorded
 * one transaction at a time.
 */
export const cartEventLockNamespace = 727_010;

/** The data a stream sends for the event: the cart, or `{status, orderNumber}`. */
function payloadOf(event: CartEvent): unknown {
  return event.type === 'cartUpdated'
    ? event.cart
    : { status: event.status, orderNumber: event.orderNumber };
}

/**
 * Records a cart event inside the caller's transaction (see {@link RecordCartEvent}): stores it in
 * `cart_events` and raises `pg_notify('cart_events', {id, tenantId, cartId})`, which PostgreSQL
 * (and PGlite) delivers to every listening API instance only when `tx` commits. A transaction-level
 * advisory lock on the cart, taken first and held until commit, makes one cart's event ids follow
 * commit order, so a stream that has sent id n never later meets a smaller id of the same cart.
 * All three in one statement (one round trip while the cart is locked): the insert reads its row
 * from the lock's result, so the id is drawn after the lock is held, and the notification is built
 * from the id the insert returns.
 *
 * @example
 * await db.transaction(async (tx) => {
 *   const cart = await saveCartChange(tx, …);
 *   await recordCartEvent(tx, { type: 'cartUpdated', tenantId, cartId: cart.id, cart });
 * });
 */
export const recordCartEvent: RecordCartEvent = (tx, event) => record(tx, event, false);

/**
 * {@link recordCartEvent} for PostgreSQL servers: the same, but it raises the NOTIFY only when
 * some API instance awaits this cart's events (holds `holdInterest` on it). A NOTIFY takes a
 * server-wide lock from commit until the commit is flushed to disk, so every notifying cart
 * change commits one after another (about 330 a second on this machine's disk); without it,
 * concurrent commits share their flushes. The transaction takes the interest lock exclusively
 * instead (`pg_try_advisory_xact_lock`): failing means an instance holds interest, so it
 * notifies; succeeding holds off any new interest until this commit, so a stream that opens
 * meanwhile reads the event in its replay or from its first notification. Not for PGlite: its
 * one session would never fail its own lock.
 *
 * @example
 * const context = { ...context, recordCartEvent: recordCartEventIfAwaited };
 */
export const recordCartEventIfAwaited: RecordCartEvent = (tx, event) => record(tx, event, true);

/**
 * The common table expressions that record one cart event, for a statement of the caller's
 * (see {@link recordCartEvent}): `locked` (the cart's event lock), `stored` (the row) and
 * `notified` (the NOTIFY; materialized, so it runs when the statement reads it: `select count(*)
 * from notified`). With `gate`, the name of one of the caller's CTEs, the event is recorded only if
 * that CTE yields a row. Placeholders: `tenantId`, `cartId`, `type`, `payload`.
 *
 * @example
 * sql`with changed as (…), ${cartEventCtes(false, sql`changed`)} select count(*) from notified`
 */
export function cartEventCtes(onlyIfAwaited: boolean, gate?: SQL): SQL {
  const cartId = sql.placeholder('cartId');
  const tenantId = sql.placeholder('tenantId');
  const awaited = onlyIfAwaited
    ? sql`not pg_try_advisory_xact_lock(${cartInterestLockNamespace}, hashtext(${cartId}))`
    : sql`true`;
  return sql`locked as (
      select pg_advisory_xact_lock(${cartEventLockNamespace}, hashtext(${cartId})) as done
      ${gate ? sql`from ${gate}` : sql``}
    ), stored as (
      insert into ${cartEvents} (tenant_id, cart_id, type, payload)
      select ${tenantId}::uuid, ${cartId}::uuid, ${sql.placeholder('type')}, ${sql.placeholder('payload')}::json
      from locked
      returning id
    ), notified as materialized (
      select pg_notify(
        ${cartEventsChannel},
        json_build_object('id', id, 'tenantId', ${tenantId}::text, 'cartId', ${cartId}::text)::text
      ) from stored where ${awaited}
    )`;
}

/** The statement of {@link record}, built once per variant and named (see namedStatement). */
function recordStatement(onlyIfAwaited: boolean) {
  return namedStatement(
    onlyIfAwaited ? 'record_cart_event_if_awaited' : 'record_cart_event',
    sql`with ${cartEventCtes(onlyIfAwaited)} select count(*)::int as "notified" from notified`,
  );
}

const statements = { always: recordStatement(false), ifAwaited: recordStatement(true) };

/** The values of {@link cartEventCtes}'s placeholders for `event`. */
export function cartEventValues(event: CartEvent): Record<string, unknown> {
  return {
    tenantId: event.tenantId,
    cartId: event.cartId,
    type: event.type,
    payload: JSON.stringify(payloadOf(event)),
  };
}

async function record(tx: Db, event: CartEvent, onlyIfAwaited: boolean): Promise<void> {
  await (onlyIfAwaited ? statements.ifAwaited : statements.always).rows(tx, cartEventValues(event));
}
