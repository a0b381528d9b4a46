import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appRoot } from './vite/page-config.ts';
import { staticFirstScreen } from './vite/static-first-screen.ts';
import { syncExternalStoreAlias } from './vite/sync-external-store-alias.ts';

/** Where the first screen's server module goes: beside `dist/`, not in it (it is not served). */
const serverDir = path.join(appRoot, 'dist-server');

/**
 * The checkout's first screen as a module for Node (docs/decisions/0046-first-screen-in-html.md):
 * `dist-server/first-screen.js`, with React and the texts inside it, which the API imports to
 * render each page's first screen and this build uses to put the static host's into
 * `dist/index.html`. The last of `npm run build`'s builds: it needs the checkout's `index.html`.
 */
export default defineConfig({
  root: appRoot,
  resolve: { alias: syncExternalStoreAlias },
  plugins: [
    react(),
    staticFirstScreen(path.join(appRoot, 'dist'), path.join(serverDir, 'first-screen.js')),
  ],
  ssr: { noExternal: true },
  // React's production build inside the module, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: path.join(appRoot, 'src/app/checkout/first-screen/first-screen-document.tsx'),
    outDir: serverDir,
    emptyOutDir: true,
    target: 'node22',
    rolldownOptions: {
      output: { entryFileNames: 'first-screen.js' },
      // The texts are imported directly here, where the browser's build loads them on demand:
      // one module for Node, nothing to split.
      checks: { ineffectiveDynamicImport: false },
    },
  },
});
