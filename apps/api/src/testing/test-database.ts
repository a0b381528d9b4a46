import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { migrateDatabase } from '../db/migrate-database.ts';
import { migrationsFolder } from '../db/migrations-folder.ts';
import { wrapPglite } from '../db/open-pglite-database.ts';
import { openPostgresDatabase } from '../db/open-postgres-database.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { generateDemoStampKeys } from '../modules/invoices/zatca/index.ts';
import { testEpoch } from './test-clock.ts';

/** Database errors surfacing outside a request fail the test that caused them. */
function rethrow(error: unknown): void {
  throw error;
}

/** Names a template by the migrations and seed it holds, so a changed schema gets a new one. */
function templateFingerprint(): string {
  const hash = createHash('sha256');
  const seedFolder = new URL('../db/seed/', import.meta.url);
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) {
      hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
    }
  }
  for (const file of readdirSync(seedFolder, { encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.test.ts'))
      hash.update(file).update(readFileSync(new URL(file, seedFolder)));
  }
  return hash.digest('hex').slice(0, 16);
}

// --- Embedded (PGlite): one migrated, seeded template per test file, cloned for each app. ---

/**
 * The template's data directory is cached as a tarball in the OS temp folder: loading it takes
 * a fraction of a fresh initdb plus migrations plus seed, which every test file would repeat.
 */
const pgliteCacheFile = () =>
  path.join(os.tmpdir(), 'storefront-api-test', `pglite-${templateFingerprint()}.tgz`);

/**
 * The template as an uncompressed tarball in this worker's memory: each clone loads it into a new
 * PGlite. (PGlite's own `clone()` dumps the instance again for every clone, a fifth of its cost.)
 */
let pgliteTemplate: Promise<Blob> | undefined;

async function buildPgliteTemplate(cacheFile: string): Promise<Blob> {
  const client = await PGlite.create();
  try {
    const database = wrapPglite(client, rethrow);
    await migrateDatabase(database);
    await seedDatabase(database, { now: testEpoch, makeStampKeys: generateDemoStampKeys });
    const dump = await client.dumpDataDir('none');
    try {
      await mkdir(path.dirname(cacheFile), { recursive: true });
      // Written aside then renamed, so a parallel test file never reads half a tarball.
      const partial = `${cacheFile}.${process.pid}.partial`;
      await writeFile(partial, gzipSync(new Uint8Array(await dump.arrayBuffer())));
      await rename(partial, cacheFile);
    } catch {
      // The cache only saves time; without it every worker builds its own template.
    }
    return dump;
  } finally {
    await client.close();
  }
}

async function loadPgliteTemplate(): Promise<Blob> {
  const cacheFile = pgliteCacheFile();
  let cached: Buffer;
  try {
    cached = await readFile(cacheFile);
  } catch {
    return buildPgliteTemplate(cacheFile);
  }
  return new Blob([new Uint8Array(gunzipSync(cached))]);
}

async function clonePgliteTemplate(): Promise<TestDatabase> {
  pgliteTemplate ??= loadPgliteTemplate();
  const clone = await PGlite.create({
    loadDataDir: await pgliteTemplate,
    // A test database holds a few megabytes: zeroing PostgreSQL's default 128 MB of shared
    // buffers was a fifth of each start.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  return { ...wrapPglite(clone, rethrow), url: null };
}

// --- PostgreSQL (DATABASE_URL): a fresh database per app, copied from a template database. ---

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let adminPool: pg.Pool | undefined;
let postgresTemplate: Promise<string> | undefined;

async function createPostgresTemplate(serverUrl: string, admin: pg.Pool): Promise<string> {
  const name = `storefront_test_template_${templateFingerprint()}`;
  const client = await admin.connect();
  try {
    // Test files run in parallel workers: one creates the template, the others wait for it.
    await client.query('select pg_advisory_lock(727100)');
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      const building = `${name}_building_${process.pid}`;
      await client.query(`drop database if exists ${building}`);
      await client.query(`create database ${building}`);
      const database = await openPostgresDatabase(databaseUrl(serverUrl, building), rethrow);
      try {
        await migrateDatabase(database);
        await seedDatabase(database, { now: testEpoch, makeStampKeys: generateDemoStampKeys });
      } finally {
        await database.close();
      }
      // Renamed only once complete, so a half-built template is never used.
      await client.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await client.query('select pg_advisory_unlock(727100)');
    client.release();
  }
  return name;
}

async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  adminPool ??= new pg.Pool({ connectionString: serverUrl, max: 2, allowExitOnIdle: true });
  const admin = adminPool;
  postgresTemplate ??= createPostgresTemplate(serverUrl, admin);
  const template = await postgresTemplate;
  const name = `storefront_test_${crypto.randomUUID().replaceAll('-', '')}`;
  await admin.query(`create database ${name} template ${template}`);
  let dropping = false;
  // pg's pool.end() resolves before its sockets are gone; the drop then terminates them (57P01).
  const onError = (error: unknown) => {
    if (dropping && (error as { code?: unknown }).code === '57P01') return;
    rethrow(error);
  };
  const url = databaseUrl(serverUrl, name);
  const database = await openPostgresDatabase(url, onError);
  return {
    ...database,
    url,
    async close() {
      await database.close();
      dropping = true;
      await admin.query(`drop database if exists ${name} with (force)`);
    },
  };
}

/** A test database; `url` names it on the PostgreSQL server (null when embedded). */
export interface TestDatabase extends Database {
  url: string | null;
}

/**
 * A migrated database holding the seed, for one test app: a clone of an in-memory PGlite
 * template, or — when `DATABASE_URL` names a PostgreSQL server — a fresh database there, copied
 * from a template database and dropped when closed. Test files never share data.
 *
 * @example
 * const database = await createTestDatabase();
 */
export function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? createPostgresDatabase(serverUrl) : clonePgliteTemplate();
}
