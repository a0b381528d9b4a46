import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from './open-pglite-database.ts';

const rethrow = (error: unknown) => {
  throw error;
};

describe('openPgliteDatabase on a directory, with an initdb cache', () => {
  let root: string;
  let cache: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'pglite-open-'));
    cache = path.join(root, 'cache', 'initdb.tar');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  async function answers(dataDir: string): Promise<void> {
    const database = await openPgliteDatabase(dataDir, rethrow, { initdbCache: cache });
    try {
      await database.ping();
    } finally {
      await database.close();
    }
  }

  it('initialises the first directory and keeps the empty cluster as the cache', async () => {
    await answers(path.join(root, 'first'));
    expect((await stat(cache)).size).toBeGreaterThan(1_000_000);
  }, 120_000);

  it('makes the next new directory from the cache, and reopens it', async () => {
    const second = path.join(root, 'second');
    await answers(second);
    expect((await stat(path.join(second, 'PG_VERSION'))).isFile()).toBe(true);
    await answers(second);
  }, 120_000);

  it('falls back to initdb when the cache is damaged, and rewrites it', async () => {
    await writeFile(cache, 'not a tarball');
    await answers(path.join(root, 'third'));
    expect((await stat(cache)).size).toBeGreaterThan(1_000_000);
  }, 120_000);
});
