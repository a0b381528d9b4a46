import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { PureReadCache } from '../../db/pure-read-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RandomSource } from '../../platform/random-source.ts';
import type { Telemetry } from '../../platform/telemetry/telemetry.ts';
import type { RecordCartEvent } from '../events/cart-event-port.ts';
import { recordCartEvent, recordCartEventIfAwaited } from '../events/record-cart-event.ts';
import { createCatalog } from '../pricing/create-catalog.ts';
import {
  appendToUnchangedCartOf,
  type AppendToUnchangedCart,
} from './reads/append-to-unchanged-cart.ts';
import type { CartCatalog } from './cart-catalog.ts';
import type { CartReadCache } from './reads/cart-read-cache.ts';

/**
 * What the cart rules take from outside, injected so tests run them with a fake catalogue, a
 * recording event sink and a test clock.
 *
 * @example
 * const context: CartContext = { db: app.db, catalog, recordCartEvent, clock: app.deps.clock, random: app.deps.random };
 */
export interface CartContext {
  /** The root database: each rule opens its own transaction when it changes a cart. */
  db: Db;
  /** The database's cache of pure reads (PGlite), or null: see `readCart`. */
  readCache: PureReadCache | null;
  /** On a PostgreSQL server, this instance's cache of cart reads (see `createCartReadCache`). */
  cartReads: CartReadCache | null;
  catalog: CartCatalog;
  recordCartEvent: RecordCartEvent;
  /**
   * Adds lines in one statement when the cart is unchanged since read (see
   * `appendToUnchangedCartOf`); absent where events go to an injected recorder, which it bypasses.
   */
  appendToUnchangedCart?: AppendToUnchangedCart;
  clock: Clock;
  random: RandomSource;
  /** Where orders placed are counted (the app's metrics). */
  telemetry: Telemetry;
}

/**
 * The cart rules' context inside the app: its database, clock and random source, and the
 * catalogue and event recorder the area was given (the real ones by default).
 *
 * @example
 * const context = cartContextOf(app, options);
 */
export function cartContextOf(app: FastifyInstance, options: CartModuleOptions): CartContext {
  // The app's one cache (app.ts), so every module's cart context shares it.
  const cartReads = app.cartReads;
  const onlyIfAwaited = app.deps.database.driver === 'postgres';
  const record =
    options.recordCartEvent ?? (onlyIfAwaited ? recordCartEventIfAwaited : recordCartEvent);
  return {
    db: app.db,
    readCache: app.deps.database.readCache,
    cartReads,
    catalog: options.catalog ?? createCatalog(app.db, app.deps),
    // Every cart change records an event: the cache reads the cart through until it is notified.
    recordCartEvent: cartReads
      ? (tx, event) => {
          cartReads.changing(event.tenantId, event.cartId);
          return record(tx, event);
        }
      : record,
    appendToUnchangedCart: options.recordCartEvent
      ? undefined
      : appendToUnchangedCartOf(app.db, {
          onlyIfAwaited,
          changing: cartReads
            ? (tenantId, cartId) => cartReads.changing(tenantId, cartId)
            : undefined,
        }),
    clock: app.deps.clock,
    random: app.deps.random,
    telemetry: app.deps.metrics,
  };
}

/**
 * What the cart area's routes may be given instead of the defaults: the catalogue
 * (`createCatalog(app.db, app.deps)`), the event recorder (`recordCartEvent`) and where receipts
 * go (`DATA_DIR/uploads`).
 *
 * @example
 * await scope.register(bankTransferRoutes, { receiptsDirectory: '/srv/receipts' });
 */
export interface CartModuleOptions {
  catalog?: CartCatalog;
  recordCartEvent?: RecordCartEvent;
  receiptsDirectory?: string;
}
