import type { Database } from './database.ts';
import { migrationsFolder } from './migrations-folder.ts';

/** Advisory lock id guarding migrations, so instances starting together migrate one at a time. */
const migrationLockId = 727_001;

/**
 * Applies every committed migration not yet applied (drizzle's migrator), holding a database-wide
 * lock so several API instances starting at once do not race.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withExclusiveLock(migrationLockId, () =>
    database.applyMigrations(migrationsFolder),
  );
}
