import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';
import { migrateDatabase } from './migrate-database.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { openPgliteDatabase, type PgliteTemplate } from './open-pglite-database.ts';
import { openPostgresDatabase } from './open-postgres-database.ts';

/** The repository's (or the install's) node_modules, beside which the template is kept. */
const nodeModules = fileURLToPath(new URL('../../../../node_modules/', import.meta.url));

/**
 * The template of new embedded data directories (see `PgliteTemplate`): an initialised, migrated,
 * empty cluster in node_modules/.cache (git-ignored, gone with a clean install), named for the
 * PGlite version and the migrations journal that made it. Null when PGlite is not found there.
 */
export function pgliteTemplate(): PgliteTemplate | null {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(nodeModules, '@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string };
    const journal = readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'));
    const migrations = createHash('sha256').update(journal).digest('hex').slice(0, 12);
    return {
      file: path.join(
        nodeModules,
        '.cache',
        'storefront-api',
        `pglite-${manifest.version}-${migrations}.tar`,
      ),
      prepare: (database) => migrateDatabase(database),
    };
  } catch {
    return null;
  }
}

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
      return openPgliteDatabase(dir, onError, { template: pgliteTemplate() });
    }
    case 'postgres':
      return openPostgresDatabase(location.url, onError);
  }
}
