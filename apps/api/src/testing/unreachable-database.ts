import net from 'node:net';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';
import { createTestDatabase } from './test-database.ts';

/** How the stand-in server fails every connection. */
export type UnreachableKind = 'refused' | 'terminated';

/** A loopback port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A database whose server is gone, as during an outage: every query goes through a real `pg`
 * pool to a port that refuses connections (`refused`: ECONNREFUSED) or to one that accepts and
 * drops them at once (`terminated`: "Connection terminated unexpectedly"). Built on a migrated test
 * database so the app starts; only queries fail. `close` ends everything.
 *
 * @example
 * const test = await buildTestApp({ database: await unreachableDatabase('refused') });
 */
export async function unreachableDatabase(kind: UnreachableKind): Promise<Database> {
  const real = await createTestDatabase();
  let dropper: net.Server | null = null;
  let port: number;
  if (kind === 'refused') {
    port = await closedPort();
  } else {
    const server = net.createServer((socket) => socket.destroy());
    dropper = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  }
  const pool = new pg.Pool({ connectionString: `postgres://storefront@127.0.0.1:${port}/gone` });
  // Failed connections are answered to their queries; the pool's own event has no one to tell.
  pool.on('error', () => {});
  return {
    ...real,
    driver: 'postgres',
    readCache: null,
    db: drizzle({ client: pool, schema }),
    async ping() {
      await pool.query('select 1');
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
      if (dropper) await new Promise<void>((resolve) => dropper?.close(() => resolve()));
      await real.close();
    },
  };
}
