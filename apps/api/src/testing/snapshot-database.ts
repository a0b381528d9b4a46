import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import * as schema from '../db/schema/index.ts';

/**
 * Every row of every table, in a stable order: compare two snapshots to prove a call changed
 * nothing in the database.
 *
 * @example
 * const before = await snapshotDatabase(database);
 * // … calls that must be refused …
 * expect(await snapshotDatabase(database)).toEqual(before);
 */
export async function snapshotDatabase(database: Database): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const rows = await database.db.select().from(table);
    snapshot[getTableName(table)] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}
