// Stands in for `use-sync-external-store/shim` in the build (vite/sync-external-store-alias.ts):
// react-i18next and @xstate/react import that React 17 polyfill, but React 19 has
// `useSyncExternalStore` itself, so the page need not ship the polyfill.
export { useSyncExternalStore } from 'react';
