import { fileURLToPath } from 'node:url';

/**
 * The code is written against React's API; the page runs on Preact's compatibility layer, about a
 * fifth of react-dom's size, to keep the first load within its 130 KB budget (docs/decisions/
 * 0006-preact-compat.md). Removing these aliases switches back to React.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(
      new URL('../src/lib/use-sync-external-store-shim.ts', import.meta.url),
    ),
  },
];
