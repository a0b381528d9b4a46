import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankTransferReceipts } from '../../db/schema/index.ts';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { insertTestCart } from '../events/testing/insert-test-cart.ts';
import { orphanReceiptGraceMs, sweepOrphanReceipts } from './sweep-orphan-receipts.ts';

const name = (digit: string) => digit.repeat(32);

describe('sweepOrphanReceipts', () => {
  let test: TestApp;
  let directory: string;
  beforeAll(async () => {
    test = await buildTestApp();
    directory = await mkdtemp(path.join(os.tmpdir(), 'storefront-sweep-'));
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await rm(directory, { recursive: true, force: true });
  });

  /** Writes a file last modified `ageMs` before now. */
  async function file(fileName: string, ageMs: number) {
    const filePath = path.join(directory, fileName);
    await writeFile(filePath, 'x');
    const when = new Date(Date.now() - ageMs);
    await utimes(filePath, when, when);
  }

  it('removes partial uploads and whole files no receipt names, once unwritten for the grace period', async () => {
    const old = orphanReceiptGraceMs + 60_000;
    const cartId = await insertTestCart(test.database.db, seedIds.tenants.demo, {
      now: test.clock.now(),
    });
    await test.database.db.insert(bankTransferReceipts).values({
      id: '00000000-0000-4000-8000-00000000a001',
      tenantId: seedIds.tenants.demo,
      cartId,
      storedName: name('a'),
      contentType: 'image/png',
      sizeBytes: 1,
      originalFileName: 'receipt.png',
      createdAt: test.clock.now(),
    });
    await file(name('a'), old); // named by a receipt: kept
    await file(`${name('b')}.part`, old); // died mid-upload: removed
    await file(name('c'), old); // whole, but no receipt row committed: removed
    await file(`${name('d')}.part`, 1_000); // another instance's upload in progress: kept
    await file(name('e'), 1_000); // its receipt row is about to commit: kept
    await file('README.txt', old); // not the store's: left alone

    const removed = await sweepOrphanReceipts({
      db: test.database.db,
      directory,
      now: new Date(),
    });

    expect(removed.sort()).toEqual([`${name('b')}.part`, name('c')]);
    expect((await readdir(directory)).sort()).toEqual(
      ['README.txt', name('a'), `${name('d')}.part`, name('e')].sort(),
    );
  });

  it('answers nothing for a folder that does not exist yet', async () => {
    expect(
      await sweepOrphanReceipts({
        db: test.database.db,
        directory: path.join(directory, 'missing'),
        now: new Date(),
      }),
    ).toEqual([]);
  });
});
