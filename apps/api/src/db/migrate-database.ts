import { readFileSync } from 'node:fs';
import path from 'node:path';
import { max } from 'drizzle-orm';
import { bigint, pgSchema } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';
import { migrationsFolder } from './migrations-folder.ts';

/** Advisory lock id guarding migrations, so instances starting together migrate one at a time. */
const migrationLockId = 727_001;

/** What `migrateDatabase` did: applied what was missing, or found the schema current. */
export type MigrationOutcome = 'applied' | 'current';

/**
 * The `when` of the newest migration in drizzle-kit's journal: drizzle's migrator records it as
 * `created_at` and applies every migration newer than the last one recorded.
 */
export function latestMigrationMillis(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: ReadonlyArray<{ when: number }>;
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/** The table drizzle's migrator keeps (its default schema and name), as far as it is read here. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', {
  createdAt: bigint('created_at', { mode: 'number' }),
});

/** The `created_at` of the last applied migration; null before the first (no table yet). */
async function lastAppliedMillis(database: Database): Promise<number | null> {
  try {
    const [row] = await database.db
      .select({ last: max(appliedMigrations.createdAt) })
      .from(appliedMigrations);
    return row?.last === null || row?.last === undefined ? null : Number(row.last);
  } catch {
    return null;
  }
}

/**
 * Applies every committed migration not yet applied (drizzle's migrator), holding a database-wide
 * lock so several API instances starting at once do not race. One query first: when the last
 * applied migration is the journal's newest, the schema is current and nothing else runs (no
 * lock, no migrator reading and hashing every file).
 */
export async function migrateDatabase(
  database: Database,
  folder: string = migrationsFolder,
): Promise<MigrationOutcome> {
  const applied = await lastAppliedMillis(database);
  if (applied !== null && applied >= latestMigrationMillis(folder)) return 'current';
  await database.withExclusiveLock(migrationLockId, () => database.applyMigrations(folder));
  return 'applied';
}
