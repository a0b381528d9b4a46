import path from 'node:path';
import { defineConfig } from 'vite';
import { appRoot } from './vite/page-config.ts';
import { onlyEmbedTexts } from './vite/page-texts.ts';
import { precompressedCopies } from './vite/precompressed-copies.ts';

/**
 * The embed snippet (docs/product/embedding.md): `dist/embed.js`, one classic script (IIFE) at a
 * stable address a tenant's site links to, so no hash in its name (the API revalidates it). Run
 * last by `npm run build`, into the same `dist/`. Of the pages' base it keeps only the
 * precompressed copies (`.br`, `.gz`); the workspace packages are tree-shaken by their own
 * `sideEffects: false`; no React, no styles.
 */
export default defineConfig({
  root: appRoot,
  plugins: [onlyEmbedTexts(), precompressedCopies()],
  build: {
    outDir: path.join(appRoot, 'dist'),
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2022',
    lib: {
      entry: path.join(appRoot, 'src/features/embed/embed-main.ts'),
      formats: ['iife'],
      name: 'storefrontEmbedSnippet',
      fileName: () => 'embed.js',
    },
  },
});
