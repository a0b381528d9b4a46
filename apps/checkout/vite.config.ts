import path from 'node:path';
import { defineConfig } from 'vite';
import { checkoutFontDisplay, fontDisplayOf } from './vite/arabic-core-font.ts';
import { eagerCompileHint, isEntryOrImportedByOne } from './vite/eager-compile-hint.ts';
import { intlWarmUpWorkerFile } from './vite/intl-warm-up-worker.ts';
import { appRoot, pageConfig } from './vite/page-config.ts';
import { withoutAccountTexts } from './vite/page-texts.ts';
import { brotli, gzip } from './vite/precompressed-copies.ts';
import { firstLoadChunks, startupEntry, startupScript } from './vite/startup-script.ts';

/**
 * The checkout page, `index.html`, and its `startup` script; the first of `npm run build`'s five
 * builds (it empties `dist/`), and the development server's config (`npm run dev`). The other
 * pages each have a config of their own on the same base (vite/page-config.ts).
 */
export default defineConfig(
  pageConfig({
    input: { index: path.join(appRoot, 'index.html'), startup: path.join(appRoot, startupEntry) },
    manifest: true,
    emptyOutDir: true,
    plugins: [
      startupScript(appRoot),
      eagerCompileHint({ isFirstLoad: isEntryOrImportedByOne, gzip, brotli }),
      withoutAccountTexts({ keepWidgetTexts: false }),
      fontDisplayOf(checkoutFontDisplay),
      intlWarmUpWorkerFile(),
    ],
    codeSplitting: firstLoadChunks(appRoot),
  }),
);
