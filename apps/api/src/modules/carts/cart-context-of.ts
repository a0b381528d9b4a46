import type { FastifyInstance } from 'fastify';
import { createCatalog } from '../pricing/create-catalog.ts';
import { recordCartEvent, recordCartEventIfAwaited } from '../events/record-cart-event.ts';
import type { CartContext } from './cart-context.ts';
import type { CartModuleOptions } from './cart-module-options.ts';

/**
 * The cart rules' context inside the app: its database, clock and random source, and the
 * catalogue and event recorder the area was given (the real ones by default).
 *
 * @example
 * const context = cartContextOf(app, options);
 */
export function cartContextOf(app: FastifyInstance, options: CartModuleOptions): CartContext {
  return {
    db: app.db,
    readCache: app.deps.database.readCache,
    catalog: options.catalog ?? createCatalog(app.db, app.deps),
    recordCartEvent:
      options.recordCartEvent ??
      (app.deps.database.driver === 'postgres' ? recordCartEventIfAwaited : recordCartEvent),
    clock: app.deps.clock,
    random: app.deps.random,
  };
}
