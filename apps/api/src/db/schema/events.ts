import { sql } from 'drizzle-orm';
import { bigserial, check, index, json, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { carts } from './cart.ts';
import { timestamptz } from './columns.ts';
import { tenantReference } from './tenants.ts';

/** The kinds of stored cart events, named as the event streams send them. */
export const cartEventTypes = ['cartUpdated', 'status'] as const;

/**
 * Every change of a cart the event streams announce (docs/product/event-streams.md). The increasing
 * `id` is the stream's event id, so a client resumes with `Last-Event-ID`; `payload` is the event's
 * data as sent (the whole cart, or `{status, orderNumber}`), kept as `json` so its key order stays.
 */
export const cartEvents = pgTable(
  'cart_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantReference(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    type: text('type', { enum: cartEventTypes }).notNull(),
    payload: json('payload').$type<unknown>().notNull(),
    // The recording contract takes no clock (see record-cart-event.ts): the database's time of
    // the transaction, used only to replay from an instant (`from`).
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('cart_events_cart_id_id').on(table.cartId, table.id),
    check('cart_events_type', sql`${table.type} in ('cartUpdated', 'status')`),
  ],
);
