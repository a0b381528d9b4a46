import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { latestMigrationMillis, migrateDatabase } from './migrate-database.ts';
import { migrationsFolder } from './migrations-folder.ts';

describe('migrateDatabase', () => {
  let database: Database;
  let folder: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    // The committed migrations plus one more, as a next version of the API would bring.
    folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    await cp(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: Array<{
        idx: number;
        version: string;
        when: number;
        tag: string;
        breakpoints: boolean;
      }>;
    };
    const last = journal.entries.at(-1);
    if (!last) throw new Error('no migrations');
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_probe' });
    await writeFile(journalFile, JSON.stringify(journal));
    await writeFile(path.join(folder, '9999_probe.sql'), 'create table migration_probe (id int);');
  });
  afterAll(async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('reads the newest migration of the journal', () => {
    expect(latestMigrationMillis(folder)).toBe(latestMigrationMillis(migrationsFolder) + 1000);
  });

  it('does nothing but one query when the schema is current (no lock, no migrator)', async () => {
    const lock = vi.spyOn(database, 'withExclusiveLock');
    const apply = vi.spyOn(database, 'applyMigrations');
    expect(await migrateDatabase(database)).toBe('current');
    expect(lock).not.toHaveBeenCalled();
    expect(apply).not.toHaveBeenCalled();
  });

  it('applies a newer migration under the lock, then finds the schema current', async () => {
    const lock = vi.spyOn(database, 'withExclusiveLock');
    expect(await migrateDatabase(database, folder)).toBe('applied');
    expect(lock).toHaveBeenCalledOnce();
    const probe = await database.db.execute(sql`select count(*) from migration_probe`);
    expect(probe).toBeTruthy();
    expect(await migrateDatabase(database, folder)).toBe('current');
  });
});
