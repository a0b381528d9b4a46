import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { namedStatement } from './named-statement.ts';

// Runs on the driver the suite runs on (PGlite, or PostgreSQL under .ci/with-postgres.sh).
describe('namedStatement', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  const echo = namedStatement<{ sum: number; label: string }>(
    'test_named_echo',
    sql`select ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int as "sum", ${sql.placeholder('label')}::text as "label"`,
  );

  it('runs on the root database with each call its own values, rows keyed by alias', async () => {
    expect(await echo.rows(database.db, { a: 1, b: 2, label: 'x' })).toEqual([
      { sum: 3, label: 'x' },
    ]);
    expect(await echo.rows(database.db, { a: 5, b: 5, label: 'y' })).toEqual([
      { sum: 10, label: 'y' },
    ]);
  });

  it('runs inside a transaction, seeing its uncommitted writes', async () => {
    const count = namedStatement<{ n: number }>(
      'test_named_count',
      sql`select count(*)::int as "n" from pg_temp.named_statement_probe where v = ${sql.placeholder('v')}`,
    );
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table named_statement_probe (v int) on commit drop`);
      await tx.execute(sql`insert into named_statement_probe values (7), (7)`);
      expect(await count.rows(tx, { v: 7 })).toEqual([{ n: 2 }]);
    });
  });

  it('keeps the text it was built with, placeholders as parameters', () => {
    expect(echo.text).toBe('select $1::int + $2::int as "sum", $3::text as "label"');
  });
});
