import { defaultTenantTimeZone, knownTimeZoneOr } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customerSubscriptions, productPrices, tenants } from '../../db/schema/index.ts';

/**
 * What completing an order writes about a subscription it bought: the price's period, and the
 * customer's subscription row. Every query is scoped by `tenantId`. (Reading a customer's
 * subscription is the account's, `customers/customer-subscription-repository.ts`.)
 *
 * @example
 * const price = await createBoughtSubscriptionRepository(tx, tenant.id).priceOf(productId, priceId);
 */
export function createBoughtSubscriptionRepository(db: Db, tenantId: string) {
  return {
    /** The product's price `priceId` with its period, or null when the tenant has no such price. */
    async priceOf(
      productId: string,
      priceId: string,
    ): Promise<{ period: 'month' | 'year' | null } | null> {
      const [price] = await db
        .select({ period: productPrices.period })
        .from(productPrices)
        .where(
          and(
            eq(productPrices.tenantId, tenantId),
            eq(productPrices.productId, productId),
            eq(productPrices.id, priceId),
          ),
        )
        .limit(1);
      return price ?? null;
    },

    /** The tenant's time zone (IANA, one the runtime knows): its days are the subscriptions'. */
    async timeZone(): Promise<string> {
      const [tenant] = await db
        .select({ timeZone: tenants.timeZone })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1);
      return knownTimeZoneOr(tenant?.timeZone ?? defaultTenantTimeZone);
    },

    async insert(row: Omit<typeof customerSubscriptions.$inferInsert, 'tenantId'>) {
      await db.insert(customerSubscriptions).values({ ...row, tenantId });
    },
  };
}
