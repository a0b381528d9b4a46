import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { customers, tenants } from '../schema/index.ts';
import { customerAccountSeedIds } from './customer-account-seed-ids.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedClinic } from './seed-clinic.ts';
import { seedCoupons } from './seed-coupons.ts';
import { seedAccountOffers } from './seed-account-offers.ts';
import { seedCustomerAccount } from './seed-customer-account.ts';
import type { MakeDemoStampKeys, SeedContext } from './seed-context.ts';
import { seedIds } from './seed-ids.ts';
import { seedSellerDetails } from './seed-seller-details.ts';
import { seedStampKeys } from './seed-stamp-keys.ts';
import { seedTenants } from './seed-tenants.ts';

export { seedIds };
export { catalogSeedIds } from './catalog-seed-ids.ts';
export { customerAccountSeedIds, demoCustomerMobileNumber } from './customer-account-seed-ids.ts';
export type { DemoStampKeys, MakeDemoStampKeys, SeedContext } from './seed-context.ts';

/**
 * Each seed step in order; a step inserts only rows that are missing (fixed ids, `on conflict do
 * nothing`), so seeding at every start is idempotent and never overwrites changed rows. Later areas
 * add their step here (e.g. `seedCatalog` after `seedTenants`).
 */
const seedSteps: ReadonlyArray<(context: SeedContext) => Promise<void>> = [
  seedTenants,
  seedCatalog,
  seedCoupons,
  seedClinic,
  seedSellerDetails,
  seedStampKeys,
  seedAccountOffers,
  seedCustomerAccount,
];

/** Advisory lock id, so instances starting together do not seed at the same time. */
const seedLockId = 727_003;

/** What `seedDatabase` did: ran every step, or found the seed there and did nothing. */
export type SeedOutcome = 'seeded' | 'present';

const seededTenantIds = Object.values(seedIds.tenants);

/**
 * Whether every seeded tenant exists. The seed runs in one transaction, so they exist together
 * with the rest of the seed; a tenant a later version adds to the seed is missing from an older
 * database, which is then seeded again (steps insert only what is missing).
 */
async function seedPresent(database: Database): Promise<boolean> {
  const [row] = await database.db
    .select({ count: count() })
    .from(tenants)
    .where(inArray(tenants.id, seededTenantIds));
  if (row?.count !== seededTenantIds.length) return false;
  // A database seeded before tenants had legal details gets them at the next start.
  const [withSeller] = await database.db
    .select({ count: count() })
    .from(tenants)
    .where(and(eq(tenants.id, seedIds.tenants.demo), isNotNull(tenants.sellerDetails)));
  if (withSeller?.count !== 1) return false;
  // A database seeded before the demo customer existed gets its account at the next start.
  const [customer] = await database.db
    .select({ count: count() })
    .from(customers)
    .where(eq(customers.id, customerAccountSeedIds.demoCustomer));
  return customer?.count === 1;
}

/**
 * Seeds the demo data (docs/product/demo-data.md) in one transaction. With `skipWhenPresent` (a
 * start), one query first: when the seed is there, nothing else runs (no lock, no inserts).
 *
 * @example
 * await seedDatabase(database, { now: new Date() }); // 'seeded'
 */
export async function seedDatabase(
  database: Database,
  options: {
    now: Date;
    skipWhenPresent?: boolean;
    /** The ZATCA core's `generateDemoStampKeys`: puts `demo` in the integration phase. */
    makeStampKeys?: MakeDemoStampKeys;
  },
): Promise<SeedOutcome> {
  if (options.skipWhenPresent && (await seedPresent(database))) return 'present';
  await database.withExclusiveLock(seedLockId, () =>
    database.db.transaction(async (tx) => {
      const context: SeedContext = {
        db: tx,
        now: options.now,
        ...(options.makeStampKeys ? { makeStampKeys: options.makeStampKeys } : {}),
      };
      for (const step of seedSteps) await step(context);
    }),
  );
  return 'seeded';
}
