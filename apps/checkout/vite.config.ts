import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const appRoot = path.dirname(fileURLToPath(import.meta.url));

/** Where `npx tsx apps/api/src/server.ts` (or `npm start`) listens during development. */
const apiTarget = process.env['CHECKOUT_API_TARGET'] ?? 'http://127.0.0.1:8080';

/**
 * The checkout page. In development `/api`, `/connect`, `/dev` and `/payment` go to the reference
 * API, so the page and the API share one origin as they do when the API serves `dist/` at `/`.
 */
export default defineConfig({
  root: appRoot,
  plugins: [
    react(),
    tailwindcss(),
    // Precompressed copies beside each text asset, for @fastify/static's `preCompressed` (no
    // compression per request). Every one gets both files, even where gzip does not shrink a tiny
    // chunk, so the server can rely on them; fonts are left out: woff2 is Brotli inside already.
    compression({
      include: /\.(js|css|html|json|svg|txt)$/,
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
  server: {
    proxy: Object.fromEntries(
      ['/api', '/connect', '/dev', '/payment'].map((prefix) => [
        prefix,
        { target: apiTarget, changeOrigin: false },
      ]),
    ),
  },
  build: {
    outDir: path.join(appRoot, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The workspace packages export everything through one index and do not declare
        // `sideEffects`; their modules only define schemas and functions, so unused ones are dropped.
        moduleSideEffects: [
          { test: /packages[\\/](contracts|sdk)[\\/]src[\\/]/, sideEffects: false },
          { test: /\.css$/, sideEffects: true },
        ],
        // Building a zod schema has no side effect: one nobody uses (say, the language schema
        // next to `resolveLanguage`) is dropped instead of pulling zod into the first load.
        manualPureFunctions: ['z'],
      },
    },
  },
});
