import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const appRoot = path.dirname(fileURLToPath(import.meta.url));

/** The snippet carries the `embed.*` texts only, not the pages' whole dictionaries. */
function onlyEmbedTexts(): Plugin {
  return {
    name: 'embed-only-embed-texts',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/](ar|en)\.json$/.test(id)) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const kept = Object.entries(texts).filter(([key]) => key.startsWith('embed.'));
      return { code: JSON.stringify(Object.fromEntries(kept)), map: null };
    },
  };
}

/**
 * The embed snippet (docs/product/embedding.md): `dist/embed.js`, one classic script (IIFE) at a
 * stable address a tenant's site links to, so no hash in its name (the API revalidates it). Run
 * last by `npm run build`, into the same `dist/`.
 */
export default defineConfig({
  root: appRoot,
  plugins: [
    onlyEmbedTexts(),
    compression({
      include: /\.js$/,
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
      ],
      skipIfLargerOrEqual: false,
      logLevel: 'silent',
    }),
  ],
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
    rolldownOptions: {
      treeshake: {
        // As the pages' builds: the workspace packages' modules define schemas and functions only.
        moduleSideEffects: [
          { test: /packages[\\/](contracts|sdk)[\\/]src[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
