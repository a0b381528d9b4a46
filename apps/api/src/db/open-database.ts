import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './open-pglite-database.ts';
import { openPostgresDatabase } from './open-postgres-database.ts';

/** Where the data lives: embedded in memory, embedded on disk, or on a PostgreSQL server. */
export type DatabaseLocation =
  { kind: 'memory' } | { kind: 'directory'; dataDir: string } | { kind: 'postgres'; url: string };

/**
 * Opens the database the configuration names (not yet migrated; see `migrateDatabase`).
 *
 * @example
 * const database = await openDatabase({ kind: 'directory', dataDir: '.data' }, console.error);
 */
export async function openDatabase(
  location: DatabaseLocation,
  onError: (error: unknown) => void,
): Promise<Database> {
  switch (location.kind) {
    case 'memory':
      return openPgliteDatabase(null, onError);
    case 'directory': {
      const dir = path.join(location.dataDir, 'pglite');
      await mkdir(dir, { recursive: true });
      return openPgliteDatabase(dir, onError);
    }
    case 'postgres':
      return openPostgresDatabase(location.url, onError);
  }
}
