import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database.ts';
import { createPostgresNotifications } from './postgres-notifications.ts';
import * as schema from './schema/index.ts';

/**
 * Connects to a PostgreSQL server (`DATABASE_URL`) through a `pg` pool.
 *
 * @example
 * const database = await openPostgresDatabase('postgres://app@db/storefront', console.error);
 */
export async function openPostgresDatabase(
  connectionString: string,
  onError: (error: unknown) => void,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', onError);
  const db = drizzle({ client: pool, schema });
  const notifications = createPostgresNotifications(pool, connectionString, onError);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    driver: 'postgres',
    db,
    // Other instances and operators write to the server: nothing may be kept past a statement.
    readCache: null,
    notifications,
    async ping() {
      await pool.query('select 1');
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async withExclusiveLock(lockId, fn) {
      // Session-level lock on one held connection; the guarded work may use the pool meanwhile.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [lockId]);
        try {
          return await fn();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        lockClient.release();
      }
    },
    applyMigrations: (folder) => migrate(db, { migrationsFolder: folder }),
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}
