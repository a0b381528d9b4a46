import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from './database.ts';
import { wrapPglite } from './open-pglite-database.ts';
import { createPureReadCache, type PureReadCache } from './pure-read-cache.ts';

describe('createPureReadCache', () => {
  it('keeps a read until something is written', async () => {
    const cache = createPureReadCache();
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.read('a', load)).toBe(1);
    expect(await cache.read('a', load)).toBe(1);
    cache.written();
    expect(await cache.read('a', load)).toBe(2);
  });

  it('does not keep a read during which a write ended (it may predate the write)', async () => {
    const cache = createPureReadCache();
    let loads = 0;
    const value = await cache.read('a', async () => {
      cache.written();
      return ++loads;
    });
    expect(value).toBe(1);
    expect(await cache.read('a', () => Promise.resolve(++loads))).toBe(2);
  });
});

// The embedded database: every write through drizzle empties the cache; declared reads do not.
describe('wrapPglite read cache', () => {
  let database: Database;
  let cache: PureReadCache;
  const select = 'select count(*)::int as n from things';
  const count = async () => {
    const result: unknown = await database.db.execute(sql.raw(select));
    return z.object({ rows: z.array(z.object({ n: z.number() })) }).parse(result).rows[0]?.n;
  };

  beforeAll(async () => {
    database = wrapPglite(await PGlite.create(), (error) => {
      throw error;
    });
    await database.db.execute(sql`create table things (id int)`);
    cache = database.readCache ?? createPureReadCache();
    cache.markPure(select);
  }, 60_000);
  afterAll(() => database.close());

  it('serves a declared read again until a statement, a transaction or a failed one writes', async () => {
    expect(database.readCache).not.toBeNull();
    expect(await cache.read('n', count)).toBe(0);
    await database.db.execute(sql`insert into things values (1)`);
    expect(await cache.read('n', count)).toBe(1);
    // The declared read itself keeps the cache: a second insert outside drizzle would be missed,
    // which is why only drizzle's handle (and nothing else) may write.
    expect(await cache.read('n', () => Promise.resolve(-1))).toBe(1);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (2)`);
    });
    expect(await cache.read('n', count)).toBe(2);

    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values (3)`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    let loaded = false;
    const value = await cache.read('n', () => {
      loaded = true;
      return count();
    });
    expect({ value, loaded }).toEqual({ value: 2, loaded: true });
  });
});
