import path from 'node:path';
import { defineConfig } from 'vite';
import { eagerCompileHint, isEntryOrImportedByOne } from './vite/eager-compile-hint.ts';
import { appRoot, pageConfig } from './vite/page-config.ts';
import { brotli, gzip } from './vite/precompressed-copies.ts';

/**
 * The account area's build (docs/decisions/0015-account-router.md): `account.html` on the same
 * base as the checkout's (Preact aliases, Tailwind, precompressed copies), run after it into the
 * same `dist/` (`npm run build`). A build of its own rather than another input of the checkout's:
 * modules both pages use would otherwise move into chunks shared by the two, and the checkout's
 * first load would grow by their extra files and by what the account needs of them (measured:
 * 120.0 → 125.5 KB gzip). It keeps every text (the account's are its own); its manifest is
 * `.vite/account-manifest.json`, so the checkout's (which bench/bundle-size reads) stays the
 * checkout's.
 */
export default defineConfig(
  pageConfig({
    input: { account: path.join(appRoot, 'account.html') },
    manifest: '.vite/account-manifest.json',
    emptyOutDir: false,
    plugins: [eagerCompileHint({ isFirstLoad: isEntryOrImportedByOne, gzip, brotli })],
  }),
);
