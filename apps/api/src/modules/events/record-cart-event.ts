import { sql } from 'drizzle-orm';
import type { CartEvent, RecordCartEvent } from './cart-event-port.ts';
import { createCartEventRepository } from './cart-event-repository.ts';
import { cartEventsChannel, type CartEventNotification } from './cart-event-notification.ts';

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
 *
 * @example
 * await db.transaction(async (tx) => {
 *   const cart = await saveCartChange(tx, …);
 *   await recordCartEvent(tx, { type: 'cartUpdated', tenantId, cartId: cart.id, cart });
 * });
 */
export const recordCartEvent: RecordCartEvent = async (tx, event) => {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${cartEventLockNamespace}, hashtext(${event.cartId}))`,
  );
  const id = await createCartEventRepository(tx, event.tenantId).insert(
    event.cartId,
    event.type,
    payloadOf(event),
  );
  const notification: CartEventNotification = {
    id,
    tenantId: event.tenantId,
    cartId: event.cartId,
  };
  await tx.execute(sql`select pg_notify(${cartEventsChannel}, ${JSON.stringify(notification)})`);
};
