import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
 * A new `dataDir` is a copy of `initdbCache` (a tarball of a just-initialised, empty cluster) when
 * that file exists: initdb in WebAssembly takes many seconds, loading its result a fraction. The
 * first directory made without it writes it.
 *
 * @example
 * const database = await openPgliteDatabase('/srv/data/pglite', console.error);
 */
export async function openPgliteDatabase(
  dataDir: string | null,
  onError: (error: unknown) => void,
  options: { initdbCache?: string | null } = {},
): Promise<Database> {
  const client =
    dataDir === null
      ? await PGlite.create()
      : await openPgliteDirectory(dataDir, options.initdbCache ?? null);
  return wrapPglite(client, onError);
}

async function openPgliteDirectory(dataDir: string, initdbCache: string | null): Promise<PGlite> {
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!fresh || initdbCache === null) return PGlite.create(dataDir);
  const tarball = await readFile(initdbCache).catch(() => null);
  if (tarball) {
    try {
      return await PGlite.create({ dataDir, loadDataDir: new Blob([new Uint8Array(tarball)]) });
    } catch {
      // A damaged cache: forget it and initialise the directory as if it were absent.
      await rm(initdbCache, { force: true });
      await emptyDirectory(dataDir);
    }
  }
  const client = await PGlite.create(dataDir);
  await saveInitdbCache(client, initdbCache);
  return client;
}

/** Writes the just-initialised cluster as the cache; a failure only costs the next start time. */
async function saveInitdbCache(client: PGlite, file: string): Promise<void> {
  try {
    const dump = await client.dumpDataDir('none');
    await mkdir(path.dirname(file), { recursive: true });
    // Written aside then renamed, so a start at the same time never reads half a tarball.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  } catch {
    // Not writable (a read-only install, say): every new directory runs initdb.
  }
}

async function emptyDirectory(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}
