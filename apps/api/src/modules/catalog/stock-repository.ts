import { and, eq, gte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { productPrices } from '../../db/schema/index.ts';
import { isUuid } from '../../http/is-uuid.ts';

/**
 * The stock of one tenant's prices. Every query is scoped by `tenantId`.
 *
 * @example
 * const taken = await createStockRepository(tx, tenant.id).take(priceId, 2);
 */
export function createStockRepository(db: Db, tenantId: string) {
  const price = (priceId: string) =>
    and(eq(productPrices.tenantId, tenantId), eq(productPrices.id, priceId));
  return {
    /** The price's stock, or null when this tenant has no such price. */
    async find(
      priceId: string,
    ): Promise<{ isUnlimited: boolean; availableQuantity: number } | null> {
      if (!isUuid(priceId)) return null;
      const [row] = await db
        .select({
          isUnlimited: productPrices.isUnlimited,
          availableQuantity: productPrices.availableQuantity,
        })
        .from(productPrices)
        .where(price(priceId))
        .limit(1);
      return row ?? null;
    },

    /**
     * Takes `quantity` in one conditional UPDATE: the row lock serialises concurrent takers and
     * each re-checks the condition on the row as the previous one left it, so stock never goes
     * below zero (the table's CHECK is the last guard). Unlimited stock is left as it is. False
     * when the price is unknown or too little is left.
     */
    async take(priceId: string, quantity: number): Promise<boolean> {
      if (!isUuid(priceId)) return false;
      const taken = await db
        .update(productPrices)
        .set({
          availableQuantity: sql`case when ${productPrices.isUnlimited} then ${productPrices.availableQuantity} else ${productPrices.availableQuantity} - ${quantity} end`,
        })
        .where(
          and(
            price(priceId),
            or(eq(productPrices.isUnlimited, true), gte(productPrices.availableQuantity, quantity)),
          ),
        )
        .returning({ id: productPrices.id });
      return taken.length > 0;
    },

    /** Puts `quantity` back (a released hold); unlimited stock and unknown prices are left alone. */
    async giveBack(priceId: string, quantity: number): Promise<void> {
      if (!isUuid(priceId)) return;
      await db
        .update(productPrices)
        .set({ availableQuantity: sql`${productPrices.availableQuantity} + ${quantity}` })
        .where(and(price(priceId), eq(productPrices.isUnlimited, false)));
    },
  };
}
