import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/** How the precompressed copies are made (here, and again by `eagerCompileHint`). */
const gzipOptions = { level: 9 };
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
};

/** A file's gzip copy, as the build makes it. */
export const gzip = (code: string): Uint8Array => gzipSync(code, gzipOptions);
/** A file's Brotli copy, as the build makes it. */
export const brotli = (code: string): Uint8Array => brotliCompressSync(code, brotliOptions);

/**
 * Precompressed copies beside each text asset, for @fastify/static's `preCompressed` (no
 * compression per request). Every one gets both files, even where gzip does not shrink a tiny
 * chunk, so the server can rely on them; fonts are left out: woff2 is Brotli inside already.
 */
export function precompressedCopies(): Plugin {
  return compression({
    include: /\.(js|css|html|json|svg|txt)$/,
    algorithms: [
      defineAlgorithm('gzip', gzipOptions),
      defineAlgorithm('brotliCompress', brotliOptions),
    ],
    skipIfLargerOrEqual: false,
    logLevel: 'silent',
  });
}
