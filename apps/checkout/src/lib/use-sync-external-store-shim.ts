// Stands in for `use-sync-external-store/shim` in the build (vite.config.ts, `preactAliases`):
// react-i18next and @xstate/react import that React 17 polyfill, but Preact's compat layer has
// `useSyncExternalStore` itself, so the page need not ship the polyfill.
export { useSyncExternalStore } from 'react';
