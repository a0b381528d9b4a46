import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';

/** A stored coupon. */
export type CouponRecord = typeof coupons.$inferSelect;

/** What one redemption records. */
export interface NewRedemption {
  id: string;
  couponId: string;
  cartId: string;
  orderId: string;
  discountAmount: number;
  redeemedAt: Date;
}

/**
 * One tenant's coupons and their redemptions. Every query is scoped by `tenantId`.
 *
 * @example
 * const coupon = await createCouponRepository(db, tenant.id).findByCode('WELCOME10');
 */
export function createCouponRepository(db: Db, tenantId: string) {
  const ofTenant = eq(coupons.tenantId, tenantId);
  return {
    /** The coupon with this code (already normalised upper-case), or null. */
    async findByCode(code: string): Promise<CouponRecord | null> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(and(ofTenant, eq(coupons.code, code)))
        .limit(1);
      return row ?? null;
    },

    async findById(id: string): Promise<CouponRecord | null> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(and(ofTenant, eq(coupons.id, id)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The coupon, its row locked until the transaction ends, so redemptions against its usage
     * limit are counted one order at a time. Call inside a transaction.
     */
    async lockById(id: string): Promise<CouponRecord | null> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(and(ofTenant, eq(coupons.id, id)))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    /** How many orders have redeemed the coupon. */
    async countRedemptions(couponId: string): Promise<number> {
      const [row] = await db
        .select({ used: count() })
        .from(couponRedemptions)
        .where(
          and(eq(couponRedemptions.tenantId, tenantId), eq(couponRedemptions.couponId, couponId)),
        );
      return row?.used ?? 0;
    },

    async redeem(redemption: NewRedemption): Promise<void> {
      await db.insert(couponRedemptions).values({ ...redemption, tenantId });
    },
  };
}

/** One tenant's coupon store (see createCouponRepository). */
export type CouponRepository = ReturnType<typeof createCouponRepository>;
