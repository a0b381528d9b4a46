import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SpanKind } from '@opentelemetry/api';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { inSpan } from '../platform/telemetry/in-span.ts';
import type { Database } from './database.ts';
import { createPgliteNotifications } from './pglite-notifications.ts';
import { createPureReadCache, type PureReadCache } from './pure-read-cache.ts';
import * as schema from './schema/index.ts';

/**
 * Wraps an open PGlite instance (in memory, on disk, or a clone) as a {@link Database}. Closing the
 * database closes the instance.
 */
export function wrapPglite(client: PGlite, onError: (error: unknown) => void): Database {
  const readCache = createPureReadCache();
  const use = { statements: 0 };
  const db = drizzle({ client: trackingWrites(client, readCache, use), schema });
  return {
    driver: 'pglite',
    db,
    readCache,
    notifications: createPgliteNotifications(client, onError),
    async ping() {
      await client.query('select 1');
    },
    // One connection: busy while a statement or transaction runs, the others wait for it.
    poolUse: () => ({
      total: 1,
      idle: use.statements === 0 ? 1 : 0,
      waiting: Math.max(0, use.statements - 1),
    }),
    // One connection in one process: nothing else can run the guarded work at the same time.
    withExclusiveLock: (_lockId, fn) => fn(),
    applyMigrations: (folder) => migrate(db, { migrationsFolder: folder }),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * A span around one PGlite statement or transaction: OpenTelemetry's pg instrumentation traces
 * node-postgres only, and PGlite (WebAssembly in this process) has none, so its spans are made
 * here, where every statement drizzle sends passes. The statement's text has placeholders, never
 * the values. Counted in `use` while it runs (the pool-use metric).
 */
function traced<T>(sql: string, use: { statements: number }, run: () => Promise<T>): Promise<T> {
  const operation = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? 'QUERY';
  use.statements += 1;
  return inSpan(
    `${operation} pglite`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': sql,
      },
    },
    run,
  ).finally(() => {
    use.statements -= 1;
  });
}

/**
 * `client` as drizzle sees it: every statement not declared pure, and every transaction, tells
 * `readCache` it wrote once it has ended, and runs in a span (see `traced`). Drizzle reaches
 * PGlite only through these three methods.
 */
function trackingWrites(
  client: PGlite,
  readCache: PureReadCache,
  use: { statements: number },
): PGlite {
  const query: PGlite['query'] = async (sql, params, options) => {
    await nextTurnOfEventLoop();
    try {
      return await traced(sql, use, () => client.query(sql, params, options));
    } finally {
      if (!readCache.isPure(sql)) readCache.written();
    }
  };
  const exec: PGlite['exec'] = async (sql, options) => {
    try {
      return await traced(sql, use, () => client.exec(sql, options));
    } finally {
      readCache.written();
    }
  };
  const transaction: PGlite['transaction'] = async (callback) => {
    await nextTurnOfEventLoop();
    try {
      return await traced('BEGIN', use, () => client.transaction(callback));
    } finally {
      readCache.written();
    }
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'exec') return exec;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance, not the proxy.
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/**
 * Resolves after Node's event loop has polled its sockets once. PGlite runs on this thread and
 * hands its one connection from a finished statement to the next waiter in a microtask, so while
 * requests queue for it the loop never gets back to its sockets: established connections are
 * served again and again while a connection that just opened waits to be read (first requests
 * of late connections waited up to 26 s under 50 connections adding items). Each statement and
 * transaction outside a transaction therefore starts on a later turn of the loop.
 */
function nextTurnOfEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * A tarball of a new cluster, prepared (migrated) once and copied into each new data directory:
 * initdb and the migrations in WebAssembly take many seconds, loading their result a fraction.
 * The first directory made without it runs them and writes it.
 */
export interface PgliteTemplate {
  /** Where the tarball is; its name must change whenever `prepare` would make another cluster. */
  file: string;
  /** What a new cluster gets before it is saved (the migrations). */
  prepare(database: Database): Promise<unknown>;
}

/**
 * Opens the embedded PostgreSQL (PGlite): files under `dataDir`, or in memory when it is null.
 * A new `dataDir` starts as a copy of `template` when given (see {@link PgliteTemplate}).
 *
 * @example
 * const database = await openPgliteDatabase('/srv/data/pglite', console.error);
 */
export async function openPgliteDatabase(
  dataDir: string | null,
  onError: (error: unknown) => void,
  options: { template?: PgliteTemplate | null } = {},
): Promise<Database> {
  if (dataDir === null) return wrapPglite(await PGlite.create(), onError);
  const template = options.template ?? null;
  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!fresh || template === null) return wrapPglite(await PGlite.create(dataDir), onError);
  const tarball = await readFile(template.file).catch(() => null);
  if (tarball) {
    try {
      const client = await PGlite.create({
        dataDir,
        loadDataDir: new Blob([new Uint8Array(tarball)]),
      });
      return wrapPglite(client, onError);
    } catch {
      // A damaged tarball: forget it and make the directory as if there were none.
      await rm(template.file, { force: true });
      await emptyDirectory(dataDir);
    }
  }
  const client = await PGlite.create(dataDir);
  const database = wrapPglite(client, onError);
  try {
    await template.prepare(database);
    await saveTemplate(client, template.file);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Writes the prepared cluster as the template; a failure only costs the next new directory time. */
async function saveTemplate(client: PGlite, file: string): Promise<void> {
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
