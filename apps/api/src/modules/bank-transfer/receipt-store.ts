import { createWriteStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RandomSource } from '../../platform/random-source.ts';

/**
 * The suffix of a receipt still arriving: renamed to its stored name once whole, so a file under
 * a stored name is always complete and one left with the suffix is an upload that died
 * (`sweep-orphan-receipts.ts` removes both kinds of leftovers).
 */
export const partialReceiptSuffix = '.part';

/** How many leading bytes are kept to read a file's type from its content (file-type's sample). */
const headLength = 4100;

/** A file written by the store. */
export interface StoredFile {
  /** The random name it was stored under (hex, no extension). */
  storedName: string;
  sizeBytes: number;
  /** Its first bytes, to read its type from. */
  head: Uint8Array;
}

/** Where receipts are kept. */
export interface ReceiptStore {
  /** Streams `source` to a new file under a random name. Removes the partial file on failure. */
  write(source: Readable): Promise<StoredFile>;
  /** Deletes a stored file; one already gone is fine. */
  remove(storedName: string): Promise<void>;
}

/**
 * Receipts on disk under `directory` (the API's `DATA_DIR/uploads`, never a served folder), each
 * under a random 128-bit name, so a client's file name never becomes a path. Files are written
 * as they stream in (mode 600), never held whole in memory, under a `.part` name until whole.
 *
 * @example
 * const store = createReceiptStore(path.join(config.dataDir, 'uploads'), deps.random);
 */
export function createReceiptStore(directory: string, random: RandomSource): ReceiptStore {
  const pathOf = (storedName: string) => path.join(directory, storedName);
  async function removeFile(fileName: string): Promise<void> {
    try {
      await unlink(pathOf(fileName));
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    }
  }
  const remove = (storedName: string) => removeFile(storedName);
  return {
    async write(source) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const storedName = Buffer.from(random.bytes(16)).toString('hex');
      let sizeBytes = 0;
      const head: Buffer[] = [];
      let headBytes = 0;
      try {
        await pipeline(
          source,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              sizeBytes += chunk.length;
              if (headBytes < headLength) {
                head.push(chunk.subarray(0, headLength - headBytes));
                headBytes += Math.min(chunk.length, headLength - headBytes);
              }
              yield chunk;
            }
          },
          createWriteStream(pathOf(storedName + partialReceiptSuffix), {
            flags: 'wx',
            mode: 0o600,
          }),
        );
        await rename(pathOf(storedName + partialReceiptSuffix), pathOf(storedName));
      } catch (error) {
        await removeFile(storedName + partialReceiptSuffix);
        throw error;
      }
      return { storedName, sizeBytes, head: new Uint8Array(Buffer.concat(head)) };
    },
    remove,
  };
}
