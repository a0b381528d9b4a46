import { coupons } from '../schema/index.ts';
import type { SeedContext } from './seed-context.ts';
import { seedIds } from './seed-ids.ts';

/**
 * Fixed id of `ONCE20`, the seeded coupon with a usage limit (kept here rather than in
 * `seed-ids.ts`, which other areas extend at the same time).
 */
export const limitedCouponId = '7d3f0b8e-1c2a-4e5b-9f62-000000000004';

/**
 * The demo tenant's coupons (docs/product/demo-data.md): `WELCOME10` 10 % off, `SAVE50` 50 SAR off
 * a subtotal of at least 100, `EXPIRED`, whose validity ended on 1 January 2024
 * (`COUPON_INVALID`), and `ONCE20`, 20 % off for one order only (its usage limit is 1). Inserts
 * only what is missing.
 */
export async function seedCoupons({ db, now }: SeedContext): Promise<void> {
  await db
    .insert(coupons)
    .values([
      {
        id: seedIds.coupons.welcome10,
        tenantId: seedIds.tenants.demo,
        code: 'WELCOME10',
        discountType: 'percentage',
        value: 10,
        minimumSubtotal: null,
        validFrom: null,
        validUntil: null,
        createdAt: now,
      },
      {
        id: seedIds.coupons.save50,
        tenantId: seedIds.tenants.demo,
        code: 'SAVE50',
        discountType: 'fixed',
        value: 50,
        minimumSubtotal: 100,
        validFrom: null,
        validUntil: null,
        createdAt: now,
      },
      {
        id: seedIds.coupons.expired,
        tenantId: seedIds.tenants.demo,
        code: 'EXPIRED',
        discountType: 'percentage',
        value: 10,
        minimumSubtotal: null,
        validFrom: new Date('2023-01-01T00:00:00Z'),
        validUntil: new Date('2024-01-01T00:00:00Z'),
        createdAt: now,
      },
      {
        id: limitedCouponId,
        tenantId: seedIds.tenants.demo,
        code: 'ONCE20',
        discountType: 'percentage',
        value: 20,
        minimumSubtotal: null,
        validFrom: null,
        validUntil: null,
        usageLimit: 1,
        createdAt: now,
      },
    ])
    .onConflictDoNothing();
}
