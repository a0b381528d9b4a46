import { createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RandomSource } from '../../deps/random-source.ts';

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
 * as they stream in (mode 600), never held whole in memory.
 *
 * @example
 * const store = createReceiptStore(path.join(config.dataDir, 'uploads'), deps.random);
 */
export function createReceiptStore(directory: string, random: RandomSource): ReceiptStore {
  const pathOf = (storedName: string) => path.join(directory, storedName);
  async function remove(storedName: string): Promise<void> {
    try {
      await unlink(pathOf(storedName));
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    }
  }
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
          createWriteStream(pathOf(storedName), { flags: 'wx', mode: 0o600 }),
        );
      } catch (error) {
        await remove(storedName);
        throw error;
      }
      return { storedName, sizeBytes, head: new Uint8Array(Buffer.concat(head)) };
    },
    remove,
  };
}
