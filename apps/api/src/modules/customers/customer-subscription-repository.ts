import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customerSubscriptions, productPrices, products } from '../../db/schema/index.ts';

/** A stored subscription with its product's names and its price. */
export interface SubscriptionRow {
  subscription: typeof customerSubscriptions.$inferSelect;
  nameAr: string;
  nameEn: string;
  amount: number;
  discountedAmount: number | null;
  period: 'month' | 'year' | null;
}

/**
 * One tenant's customer subscriptions. Every query is scoped by `tenantId` and one customer.
 *
 * @example
 * const active = await createCustomerSubscriptionRepository(db, tenant.id).findActive(customerId, now);
 */
export function createCustomerSubscriptionRepository(db: Db, tenantId: string) {
  return {
    /** The customer's active subscription whose period has not ended; the latest started first. */
    async findActive(customerId: string, now: Date): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select({
          subscription: customerSubscriptions,
          nameAr: products.nameAr,
          nameEn: products.nameEn,
          amount: productPrices.amount,
          discountedAmount: productPrices.discountedAmount,
          period: productPrices.period,
        })
        .from(customerSubscriptions)
        .innerJoin(products, eq(products.id, customerSubscriptions.productId))
        .innerJoin(productPrices, eq(productPrices.id, customerSubscriptions.priceId))
        .where(
          and(
            eq(customerSubscriptions.tenantId, tenantId),
            eq(customerSubscriptions.customerId, customerId),
            eq(customerSubscriptions.status, 'active'),
            gt(customerSubscriptions.endDate, now),
          ),
        )
        .orderBy(desc(customerSubscriptions.startDate), desc(customerSubscriptions.id))
        .limit(1);
      return row ?? null;
    },
  };
}
