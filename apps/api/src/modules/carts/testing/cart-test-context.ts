import type { Language } from '@storefront/contracts';
import type { Db } from '../../../db/database.ts';
import { seedIds } from '../../../db/seed/index.ts';
import { cryptoRandom } from '../../../platform/random-source.ts';
import { createAppMetrics } from '../../../plugins/metrics/app-metrics.ts';
import { createTestClock, type TestClock } from '../../../testing/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.ts';
import { createCustomerRepository } from '../../auth/customer-repository.ts';
import type { SessionCustomer } from '../../auth/session-repository.ts';
import type { CartEvent } from '../../events/cart-event-port.ts';
import type { CartCaller } from '../cart-caller.ts';
import type { CartContext } from '../cart-context.ts';
import { createCartRepository } from '../cart-repository.ts';
import { createFakeCatalog, type FakeCatalog, type FakeProduct } from './fake-catalog.ts';

/** A cart context on its own seeded database, with a fake catalogue and a recording event sink. */
export interface CartTestContext {
  database: TestDatabase;
  context: CartContext;
  catalog: FakeCatalog;
  /** Events recorded, in order (also those of transactions that later rolled back). */
  events: CartEvent[];
  clock: TestClock;
  /** A guest of the demo tenant (or of `tenantId`). */
  guest(language?: Language, tenantId?: string): CartCaller;
  /** A signed-in customer of the demo tenant, created on first use. */
  customer(mobileNumber: string, language?: Language): Promise<CartCaller>;
  /** Names `caller`'s customer on the cart directly (the route's otp check is tested apart). */
  nameCustomer(cartId: string, caller: CartCaller): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds a {@link CartTestContext} whose catalogue holds `products`.
 *
 * @example
 * const test = await createCartTestContext([mug]);
 * const cart = await createCart(test.context, test.guest(), 0);
 */
export async function createCartTestContext(
  products: readonly FakeProduct[],
): Promise<CartTestContext> {
  const database = await createTestDatabase();
  const catalog = createFakeCatalog(products);
  const events: CartEvent[] = [];
  const clock = createTestClock();
  const db: Db = database.db;
  const context: CartContext = {
    db,
    readCache: database.readCache,
    cartReads: null,
    catalog,
    recordCartEvent: (_tx, event) => {
      events.push(event);
      return Promise.resolve();
    },
    clock,
    random: cryptoRandom,
    telemetry: createAppMetrics({ enabled: false, connections: () => database.poolUse() }),
  };
  return {
    database,
    context,
    catalog,
    events,
    clock,
    guest: (language = 'en', tenantId = seedIds.tenants.demo) => ({
      tenantId,
      customer: null,
      language,
    }),
    async customer(mobileNumber, language = 'en') {
      const stored = await createCustomerRepository(db, seedIds.tenants.demo).findOrCreate(
        mobileNumber,
        cryptoRandom.uuid(),
        clock.now(),
      );
      const customer: SessionCustomer = {
        customerId: stored.id,
        sessionId: cryptoRandom.uuid(),
        mobileNumber,
        name: null,
      };
      return { tenantId: seedIds.tenants.demo, customer, language };
    },
    async nameCustomer(cartId, caller) {
      await createCartRepository(db, caller.tenantId).update(
        cartId,
        {
          customerId: caller.customer?.customerId ?? null,
          customerName: 'Sara',
          customerMobileNumber: caller.customer?.mobileNumber ?? '+966512345678',
        },
        clock.now(),
      );
    },
    close: () => database.close(),
  };
}
