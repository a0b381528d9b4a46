import { fileURLToPath } from 'node:url';

/**
 * react-i18next and @xstate/react import `use-sync-external-store/shim`, a CommonJS polyfill for
 * React 17 that on React 18+ only hands back React's own hook. The pages run React 19, so the
 * shim's import is pointed at a one-line ES module re-exporting that hook: no CommonJS wrapper
 * in the first load (docs/decisions/0040-react-in-production.md).
 */
export const syncExternalStoreAlias = [
  {
    find: /^use-sync-external-store\/shim(\/index\.js)?$/,
    replacement: fileURLToPath(
      new URL('../src/lib/use-sync-external-store-shim.ts', import.meta.url),
    ),
  },
];
