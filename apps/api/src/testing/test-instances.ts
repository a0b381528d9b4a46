import type { Database } from '../db/database.ts';
import { openPostgresDatabase } from '../db/open-postgres-database.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from './build-test-app.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The second pool's errors fail the test, but for the server terminating its connections (57P01):
 * the shared test database is dropped with FORCE when the first closes, and pg's `pool.end()`
 * resolves before its sockets are gone (as in test-database.ts).
 */
function failUnlessTerminated(error: unknown): void {
  if ((error as { code?: unknown }).code === '57P01') return;
  throw error;
}

/**
 * Makes a test app listen on a free loopback port, for tests that need a real socket (event
 * streams, compression negotiated by `fetch`), and answers its base URL.
 *
 * @example
 * const baseUrl = await listenOnFreePort(test);
 */
export async function listenOnFreePort(test: TestApp): Promise<string> {
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Two API instances on one database, and how to close them. */
export interface TwoTestInstances {
  first: TestApp;
  second: TestApp;
  close(): Promise<void>;
}

/**
 * Two API instances on one database, as behind a load balancer: on PostgreSQL (DATABASE_URL) each
 * has its own pool and listening connection; embedded, both share the one PGlite.
 *
 * `env` configures both alike.
 *
 * @example
 * const { first, second, close } = await buildTwoTestInstances();
 */
export async function buildTwoTestInstances(
  options: Pick<TestAppOptions, 'env'> = {},
): Promise<TwoTestInstances> {
  const database = await createTestDatabase();
  const secondDatabase: Database = database.url
    ? await openPostgresDatabase(database.url, failUnlessTerminated)
    : database;
  const first = await buildTestApp({ ...options, database });
  const second = await buildTestApp({ ...options, database: secondDatabase });
  return {
    first,
    second,
    async close() {
      // The second first: embedded, closing the first app closes the shared database.
      await second.close();
      await first.close();
    },
  };
}
