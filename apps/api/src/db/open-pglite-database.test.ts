import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPgliteDatabase, type PgliteTemplate } from './open-pglite-database.ts';

const rethrow = (error: unknown) => {
  throw error;
};

describe('openPgliteDatabase on a directory, with a template', () => {
  let root: string;
  let cache: string;
  let template: PgliteTemplate;
  let prepared = 0;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'pglite-open-'));
    cache = path.join(root, 'cache', 'template.tar');
    template = {
      file: cache,
      prepare: async (database) => {
        prepared += 1;
        await database.db.execute(sql`create table prepared (id int)`);
      },
    };
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  async function answers(dataDir: string): Promise<void> {
    const database = await openPgliteDatabase(dataDir, rethrow, { template });
    try {
      // The prepared table: made by `prepare`, or there in the copy of the template.
      await database.db.execute(sql`select count(*) from prepared`);
    } finally {
      await database.close();
    }
  }

  it('initialises and prepares the first directory and keeps it as the template', async () => {
    await answers(path.join(root, 'first'));
    expect(prepared).toBe(1);
    expect((await stat(cache)).size).toBeGreaterThan(1_000_000);
  }, 120_000);

  it('makes the next new directory from the template, and reopens it', async () => {
    const second = path.join(root, 'second');
    await answers(second);
    expect(prepared).toBe(1);
    expect((await stat(path.join(second, 'PG_VERSION'))).isFile()).toBe(true);
    await answers(second);
  }, 120_000);

  it('falls back to initdb when the template is damaged, and rewrites it', async () => {
    await writeFile(cache, 'not a tarball');
    await answers(path.join(root, 'third'));
    expect(prepared).toBe(2);
    expect((await stat(cache)).size).toBeGreaterThan(1_000_000);
  }, 120_000);
});
