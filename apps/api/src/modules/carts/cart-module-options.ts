import type { CartCatalog } from './cart-catalog.ts';
import type { RecordCartEvent } from '../events/cart-event-port.ts';

/**
 * What the cart area's routes may be given instead of the defaults: the catalogue
 * (`createCatalog(app.db, app.deps)`), the event recorder (`recordCartEvent`) and where receipts
 * go (`DATA_DIR/uploads`).
 *
 * @example
 * await scope.register(cartAreaRoutes, { receiptsDirectory: '/srv/receipts' });
 */
export interface CartModuleOptions {
  catalog?: CartCatalog;
  recordCartEvent?: RecordCartEvent;
  receiptsDirectory?: string;
}
