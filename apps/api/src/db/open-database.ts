import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';
import { openPgliteDatabase } from './open-pglite-database.ts';
import { openPostgresDatabase } from './open-postgres-database.ts';

/** The repository's (or the install's) node_modules, beside which the cache lives. */
const nodeModules = fileURLToPath(new URL('../../../../node_modules/', import.meta.url));

/**
 * Where a new embedded data directory is copied from (see `openPgliteDatabase`): a tarball of an
 * empty cluster, named for the PGlite version that made it, in node_modules/.cache (git-ignored,
 * gone with a clean install). Null when that PGlite cannot be found there.
 */
export function initdbCacheFile(): string | null {
  try {
    const manifest = JSON.parse(
      readFileSync(path.join(nodeModules, '@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string };
    return path.join(
      nodeModules,
      '.cache',
      'storefront-api',
      `pglite-${manifest.version}-initdb.tar`,
    );
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
      return openPgliteDatabase(dir, onError, { initdbCache: initdbCacheFile() });
    }
    case 'postgres':
      return openPostgresDatabase(location.url, onError);
  }
}
