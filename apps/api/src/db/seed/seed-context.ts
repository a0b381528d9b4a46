import type { Db } from '../database.ts';

/** What every seed step gets: the database (inside the seed transaction) and the seed's time. */
export interface SeedContext {
  db: Db;
  /** Creation time of seeded rows (the app's clock on first start). */
  now: Date;
}
