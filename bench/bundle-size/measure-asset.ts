import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One file's size as stored and as sent compressed. */
export interface AssetSize {
  /** Path under `dist/`. */
  file: string;
  bytes: number;
  /** gzip at level 9, as a static server would pre-compress it. */
  gzipBytes: number;
  /** Brotli at quality 11, for comparison. */
  brotliBytes: number;
}

/**
 * The raw, gzip and Brotli sizes of one built file.
 *
 * @example
 * measureAsset('apps/checkout/dist', 'assets/index-abc.js').gzipBytes;
 */
export function measureAsset(distDir: string, file: string): AssetSize {
  const content = readFileSync(path.join(distDir, file));
  return {
    file,
    bytes: content.length,
    gzipBytes: gzipSync(content, { level: 9 }).length,
    brotliBytes: brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}
