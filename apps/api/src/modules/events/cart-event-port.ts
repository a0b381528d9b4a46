import type { Cart } from '@storefront/contracts';
import type { Db } from '../../db/database.ts';

/**
 * An event of one cart, as the event streams deliver it (docs/product/event-streams.md):
 * `cartUpdated` with the whole cart on every change, and `status` when the cart completes (also
 * after an online payment's callback).
 */
export type CartEvent =
  | { type: 'cartUpdated'; tenantId: string; cartId: string; cart: Cart }
  | {
      type: 'status';
      tenantId: string;
      cartId: string;
      status: 'completed';
      orderNumber: string;
    };

/**
 * Records `event` inside the caller's transaction `tx`: stores it with an increasing id (so a
 * stream can resume from `Last-Event-ID`) and raises a PostgreSQL NOTIFY, which PostgreSQL
 * delivers to every API instance only once `tx` commits — so a rolled-back change announces
 * nothing. Implemented in `record-cart-event.ts` in this folder.
 */
export type RecordCartEvent = (tx: Db, event: CartEvent) => Promise<void>;
