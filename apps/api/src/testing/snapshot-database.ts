import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';

/**
 * Tables of request bookkeeping rather than data: every call, refused or not, counts against its
 * address's limits there (docs/decisions/0027-shared-request-limits-and-trusted-proxies.md).
 */
const bookkeepingTables = new Set(['rate_limit_counters']);

/**
 * Every row of every table but the bookkeeping ones, in a stable order: compare two snapshots to
 * prove a call changed nothing in the database.
 *
 * @example
 * const before = await snapshotDatabase(database);
 * // … calls that must be refused …
 * expect(await snapshotDatabase(database)).toEqual(before);
 */
export async function snapshotDatabase(database: Database): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || bookkeepingTables.has(getTableName(table))) continue;
    const rows = await database.db.select().from(table);
    snapshot[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
