import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Notifications } from './notifications.ts';
import type { PureReadCache } from './pure-read-cache.ts';
import type * as schema from './schema/index.ts';

/** The tables of the API, as drizzle's query builder sees them. */
export type Schema = typeof schema;

/**
 * A drizzle database or transaction on either driver (PGlite or node-postgres). Repositories take
 * this type, so the same code runs embedded and on a PostgreSQL server, inside a transaction or not.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Which engine answers: the embedded PGlite or a PostgreSQL server reached by `DATABASE_URL`. */
export type DatabaseDriver = 'pglite' | 'postgres';

/**
 * The connections a database holds, read for the pool metric: `total` open, `idle` among them,
 * and `waiting`, the callers queued for one (null where the driver does not say).
 */
export interface ConnectionUse {
  total: number;
  idle: number | null;
  waiting: number | null;
}

/**
 * An open, migrated database and the services that come with its connection.
 *
 * @example
 * const database = await openDatabase({ kind: 'memory' });
 * await migrateDatabase(database);
 * const rows = await database.db.select().from(tenants);
 * await database.close();
 */
export interface Database {
  readonly driver: DatabaseDriver;
  readonly db: Db;
  /**
   * Results of pure reads kept until the next write: on PGlite only, where every write passes
   * through this process (docs/decisions/0009); null on a PostgreSQL server.
   */
  readonly readCache: PureReadCache | null;
  /** PostgreSQL LISTEN/NOTIFY, so several API instances on one database share events. */
  readonly notifications: Notifications;
  /** Resolves once the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Its connections now: a pg pool's counts; PGlite's one connection, busy or not. */
  poolUse(): ConnectionUse;
  /**
   * Runs `fn` while holding a session-level advisory lock, so only one process at a time does it
   * (migrations on start, for instance). PGlite has one connection, so it just runs `fn`.
   */
  withExclusiveLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  /** Applies drizzle-kit migrations from `folder` with the driver's migrator (see `migrateDatabase`). */
  applyMigrations(folder: string): Promise<void>;
  close(): Promise<void>;
}
