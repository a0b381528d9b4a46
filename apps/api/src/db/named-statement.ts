import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/** A statement built once, run by name on any connection or transaction (see namedStatement). */
export interface NamedStatement<Row> {
  /** The statement's text (for a `PureReadCache`, say). */
  readonly text: string;
  /** Runs it through `db` (the root database or a transaction) with its placeholders' values. */
  rows(db: Db, values: Record<string, unknown>): Promise<Row[]>;
}

const dialect = new PgDialect();

/**
 * `query` (with `sql.placeholder`s for its values) built into text ONCE, then run through
 * whichever `db` is given — a transaction too, which drizzle's own `.prepare()` cannot be bound
 * to. On PostgreSQL the statement is named, so each connection parses it once and may keep its
 * plan; PGlite ignores the name. Building drizzle's SQL was a large share of a cart change's CPU
 * (issue 10), hence hand-built statements for the hot paths. Rows come back as objects keyed by
 * the select's aliases, values as the driver reads them (booleans, text, JSON…); map table rows
 * with `rowFromJson` from `row_to_json(…)`.
 *
 * @example
 * const lock = namedStatement<{ cart: unknown }>('lock_cart', sql`select row_to_json(c) as cart from carts c where c.id = ${sql.placeholder('id')} for update`);
 * const [row] = await lock.rows(tx, { id });
 */
export function namedStatement<Row>(name: string, query: SQL): NamedStatement<Row> {
  const built = dialect.sqlToQuery(query);
  return {
    text: built.sql,
    async rows(db, values) {
      // Without fields, both drivers answer their own result: node-postgres's and PGlite's both
      // carry the rows as objects in `rows`.
      const result = await db._.session
        .prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(
          built,
          undefined,
          name,
          false,
        )
        .execute(values);
      return result.rows;
    },
  };
}
