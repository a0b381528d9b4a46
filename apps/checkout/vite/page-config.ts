import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import type { PluginOption, UserConfig } from 'vite';
import { arabicCoreFont, generatedFontsDir } from './arabic-core-font.ts';
import { syncExternalStoreAlias } from './sync-external-store-alias.ts';
import { precompressedCopies } from './precompressed-copies.ts';
import { riyalSignFontPlugin } from './riyal-sign-font.ts';
import type { firstLoadChunks } from './startup-script.ts';
import { zodJitless } from './zod-jitless.ts';

/** The checkout app's folder (apps/checkout). */
export const appRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where `npx tsx apps/api/src/server.ts` (or `npm start`) listens during development. */
const apiTarget = process.env['CHECKOUT_API_TARGET'] ?? 'http://127.0.0.1:8080';

/** What one page's build adds to the base. */
export interface PageBuild {
  /** The page's build inputs (its HTML file, and for the checkout its `startup` script). */
  input: Record<string, string>;
  /**
   * Its manifest (chunks, imports and dynamic imports: bench/bundle-size follows them). Every
   * page but the first has a file of its own, so the checkout's stays the checkout's.
   */
  manifest: string | true;
  /** Only the first build of `npm run build` (the checkout's) empties `dist/`. */
  emptyOutDir: boolean;
  /** The page's own plugins, run after the shared ones (fonts, React, Tailwind). */
  plugins: PluginOption[];
  /** How the page's chunks are cut; the bundler's own split when absent. */
  codeSplitting?: ReturnType<typeof firstLoadChunks>;
}

/**
 * The base every page's build shares (docs/decisions/0033-package-entry-points.md): one config
 * per page (vite.config.ts for the checkout, vite.<page>.config.ts for the others), each its own
 * build into the same `dist/`, so no page's chunks change another's first load (0018, 0019). In
 * development `/api`, `/connect`, `/dev` and `/payment` go to the reference API, so the page and
 * the API share one origin as they do when the API serves `dist/` at `/`.
 */
export function pageConfig(page: PageBuild): UserConfig {
  return {
    root: appRoot,
    resolve: { alias: syncExternalStoreAlias },
    plugins: [
      arabicCoreFont(generatedFontsDir),
      riyalSignFontPlugin(generatedFontsDir),
      react(),
      // The React Compiler memoizes components and hooks at build time (docs/decisions/
      // 0049-react-compiler.md): measured alternating on Lighthouse's phone, the checkout's
      // blocking time while it loads fell (re-renders as the cart, settings and queries arrive).
      babel({ presets: [reactCompilerPreset()] }),
      tailwindcss(),
      zodJitless(),
      ...page.plugins,
      precompressedCopies(),
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
      emptyOutDir: page.emptyOutDir,
      target: 'es2022',
      manifest: page.manifest,
      // No polyfill for `<link rel="modulepreload">` in the first load: every browser of the es2022
      // target but Safari before 17 has it, and there the modules still load, only not preloaded.
      modulePreload: { polyfill: false },
      // The first load is one chunk by design (startup-script.ts), over Vite's 500 kB warning;
      // its budget is bench/bundle-size's, measured gzip, so the warning says nothing to act on.
      chunkSizeWarningLimit: 1000,
      rolldownOptions: {
        input: page.input,
        output: page.codeSplitting ? { codeSplitting: page.codeSplitting } : {},
        // No `manualPureFunctions: ['z']` (marking zod's schema builders pure): it matches every
        // function named `z` (minified libraries name functions so; Preact's diff function was
        // one, which the bundler then dropped: a blank page). Not needed either: the schemas
        // are written with zod/mini, whose builders are marked free of side effects
        // (docs/decisions/0007), and the workspace packages declare `sideEffects: false`.
      },
    },
  };
}
