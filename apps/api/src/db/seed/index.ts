import type { Database } from '../database.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedClinic } from './seed-clinic.ts';
import { seedCoupons } from './seed-coupons.ts';
import type { SeedContext } from './seed-context.ts';
import { seedTenants } from './seed-tenants.ts';

export { seedIds } from './seed-ids.ts';
export type { SeedContext } from './seed-context.ts';

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
];

/** Advisory lock id, so instances starting together do not seed at the same time. */
const seedLockId = 727_003;

/**
 * Seeds the demo data (decisions.md "Seed data") in one transaction.
 *
 * @example
 * await seedDatabase(database, { now: new Date() });
 */
export async function seedDatabase(database: Database, options: { now: Date }): Promise<void> {
  await database.withExclusiveLock(seedLockId, () =>
    database.db.transaction(async (tx) => {
      for (const step of seedSteps) await step({ db: tx, now: options.now });
    }),
  );
}
