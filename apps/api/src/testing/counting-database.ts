import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database, Db } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';

/** A database whose drizzle handle counts the statements it sends (transactions' too). */
export interface CountingDatabase extends Database {
  /** The statements sent since the last `reset`, in order (BEGIN and COMMIT are not counted). */
  readonly statements: readonly string[];
  reset(): void;
}

/**
 * Wraps `database` so a test can count round trips: the same connection(s), a drizzle handle
 * with a logger that records every query. Build an app on it to pin a route's query budget.
 *
 * @example
 * const counting = countingDatabase(await createTestDatabase());
 * const test = await buildTestApp({ database: counting });
 * counting.reset(); await test.app.inject(…); expect(counting.statements).toHaveLength(1);
 */
export function countingDatabase(
  database: Database,
  options: { readCache?: boolean } = {},
): CountingDatabase {
  const statements: string[] = [];
  // node-postgres's drizzle logs BEGIN and COMMIT, PGlite's does not: left out, so both agree.
  const logger: Logger = {
    logQuery: (query) => {
      if (!/^\s*(begin|commit|rollback)\b/i.test(query)) statements.push(query);
    },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db: Db =
    database.driver === 'pglite'
      ? drizzlePglite({ client: client as PGlite, schema, logger })
      : drizzlePostgres({ client: client as pg.Pool, schema, logger });
  return {
    driver: database.driver,
    db,
    // Round trips are what it counts: every read goes to the database unless asked otherwise.
    readCache: options.readCache ? database.readCache : null,
    notifications: database.notifications,
    ping: () => database.ping(),
    poolUse: () => database.poolUse(),
    withExclusiveLock: (lockId, fn) => database.withExclusiveLock(lockId, fn),
    applyMigrations: (folder) => database.applyMigrations(folder),
    close: () => database.close(),
    statements,
    reset: () => void statements.splice(0),
  };
}
