import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from './database.ts';
import { createPgliteNotifications } from './pglite-notifications.ts';
import * as schema from './schema/index.ts';

/**
 * Wraps an open PGlite instance (in memory, on disk, or a clone) as a {@link Database}. Closing the
 * database closes the instance.
 */
export function wrapPglite(client: PGlite, onError: (error: unknown) => void): Database {
  const db = drizzle({ client, schema });
  return {
    driver: 'pglite',
    db,
    notifications: createPgliteNotifications(client, onError),
    async ping() {
      await client.query('select 1');
    },
    // One connection in one process: nothing else can run the guarded work at the same time.
    withExclusiveLock: (_lockId, fn) => fn(),
    applyMigrations: (folder) => migrate(db, { migrationsFolder: folder }),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Opens the embedded PostgreSQL (PGlite): files under `dataDir`, or in memory when it is null.
 *
 * @example
 * const database = await openPgliteDatabase('/srv/data/pglite', console.error);
 */
export async function openPgliteDatabase(
  dataDir: string | null,
  onError: (error: unknown) => void,
): Promise<Database> {
  const client = dataDir === null ? await PGlite.create() : await PGlite.create(dataDir);
  return wrapPglite(client, onError);
}
