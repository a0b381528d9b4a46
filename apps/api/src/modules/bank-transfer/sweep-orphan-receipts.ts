import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bankTransferReceipts } from '../../db/schema/index.ts';
import { partialReceiptSuffix } from './receipt-store.ts';

/**
 * How long a file must have gone unwritten before the sweep may take it. Instances may share
 * `DATA_DIR` (docs/scale-out.md), so a file may be another instance's upload in progress (its
 * modification time moves with every chunk) or one just written whose receipt row is about to
 * commit; ten minutes is far beyond both.
 */
export const orphanReceiptGraceMs = 10 * 60 * 1000;

/** How often each instance sweeps; it also sweeps once at start-up. */
export const orphanReceiptSweepIntervalMs = 60 * 60 * 1000;

/** A stored receipt name (32 hex digits, see receipt-store.ts), optionally still partial. */
const receiptFilePattern = new RegExp(
  `^([0-9a-f]{32})(${partialReceiptSuffix.replace('.', '\\.')})?$`,
);

/** Names looked up in one query at most. */
const lookupBatch = 500;

/**
 * Removes, from the receipts folder, the files of uploads that did not complete (issue 21,
 * finding 8; docs/product/payments.md): a partial file (`.part`: the server died mid-upload) and a
 * whole file that no receipt row names (it died before the row committed, or the row's cart was
 * deleted). Only files named as the store names them, and unwritten for `graceMs`, are
 * considered; anything else in the folder is left alone. Answers the names removed.
 *
 * @example
 * const removed = await sweepOrphanReceipts({ db, directory, now: clock.now() });
 */
export async function sweepOrphanReceipts(options: {
  db: Db;
  directory: string;
  now: Date;
  graceMs?: number;
}): Promise<string[]> {
  const { db, directory } = options;
  const cutoff = options.now.getTime() - (options.graceMs ?? orphanReceiptGraceMs);
  let entries: string[];
  try {
    entries = await readdir(directory);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  }
  const stale: { fileName: string; storedName: string; partial: boolean }[] = [];
  for (const fileName of entries) {
    const match = receiptFilePattern.exec(fileName);
    if (!match?.[1]) continue;
    const info = await stat(path.join(directory, fileName)).catch(() => null);
    if (!info?.isFile() || info.mtimeMs > cutoff) continue;
    stale.push({ fileName, storedName: match[1], partial: match[2] !== undefined });
  }
  const whole = stale.filter((file) => !file.partial).map((file) => file.storedName);
  const named = new Set<string>();
  for (let start = 0; start < whole.length; start += lookupBatch) {
    const rows = await db
      .select({ storedName: bankTransferReceipts.storedName })
      .from(bankTransferReceipts)
      .where(inArray(bankTransferReceipts.storedName, whole.slice(start, start + lookupBatch)));
    for (const row of rows) named.add(row.storedName);
  }
  const removed: string[] = [];
  for (const file of stale) {
    if (!file.partial && named.has(file.storedName)) continue;
    try {
      await unlink(path.join(directory, file.fileName));
      removed.push(file.fileName);
    } catch (error) {
      // Another instance's sweep took it first.
      if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}
