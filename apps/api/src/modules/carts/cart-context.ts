import type { Db } from '../../db/database.ts';
import type { PureReadCache } from '../../db/pure-read-cache.ts';
import type { Clock } from '../../deps/clock.ts';
import type { RandomSource } from '../../deps/random-source.ts';
import type { CartCatalog } from './cart-catalog.ts';
import type { RecordCartEvent } from '../events/cart-event-port.ts';

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
  catalog: CartCatalog;
  recordCartEvent: RecordCartEvent;
  clock: Clock;
  random: RandomSource;
}
