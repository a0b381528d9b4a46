import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appRoot } from './vite/page-config.ts';
import { syncExternalStoreAlias } from './vite/sync-external-store-alias.ts';

/** Where the server modules go: beside `dist/`, not in it (they are not served). */
const serverDir = path.join(appRoot, 'dist-server');

/**
 * Keeps the widget page as built (`dist/widget.html`) beside the module, as the template the API
 * renders each page's first screen into (the checkout's build does the same with `index.html`).
 */
function widgetTemplate(): Plugin {
  return {
    name: 'storefront:widget-first-screen-template',
    apply: 'build',
    async closeBundle() {
      await copyFile(
        path.join(appRoot, 'dist', 'widget.html'),
        path.join(serverDir, 'widget.html'),
      );
    },
  };
}

/**
 * The widget page's first screen as a module for Node (docs/decisions/0047-widget-first-screen.md):
 * `dist-server/widget-first-screen.js`, with React and the texts inside it, which the API imports
 * to render each widget page's first screen. A build of its own, after the checkout's
 * (`vite.first-screen.config.ts` empties `dist-server/`), like the pages' own builds.
 */
export default defineConfig({
  root: appRoot,
  resolve: { alias: syncExternalStoreAlias },
  plugins: [react(), widgetTemplate()],
  ssr: { noExternal: true },
  // React's production build inside the module, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: path.join(appRoot, 'src/app/widget/first-screen/widget-first-screen-document.tsx'),
    outDir: serverDir,
    emptyOutDir: false,
    target: 'node22',
    rolldownOptions: {
      output: { entryFileNames: 'widget-first-screen.js' },
      // The texts are imported directly here, where the browser's build loads them on demand.
      checks: { ineffectiveDynamicImport: false },
    },
  },
});
