import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import type * as ShopFirstScreenDocument from './src/app/shop/first-screen/shop-first-screen-document.tsx';
import { appRoot } from './vite/page-config.ts';
import { brotli, gzip } from './vite/precompressed-copies.ts';
import { syncExternalStoreAlias } from './vite/sync-external-store-alias.ts';

/** Where the server module goes: beside `dist/`, not in it (it is not served). */
const serverDir = path.join(appRoot, 'dist-server');
const serverModule = path.join(serverDir, 'shop-first-screen.js');
const distDir = path.join(appRoot, 'dist');

/**
 * After the module is built, renders the static host's shop frame into the built `shop.html`
 * (docs/decisions/0048-shop-first-screen.md): Arabic, the default language, with neither the
 * tenant's settings nor its products (a static host knows no tenant: the header's place, "Our
 * products" and "Loading..."), hidden until the shop's code confirms the page's language. Its
 * precompressed copies are made again, and the page as built goes beside the server module as
 * the API's template.
 */
function staticShopFirstScreen(): Plugin {
  return {
    name: 'storefront:static-shop-first-screen',
    apply: 'build',
    async closeBundle() {
      const { withShopFirstScreen } = (await import(
        pathToFileURL(serverModule).href
      )) as typeof ShopFirstScreenDocument;
      const file = path.join(distDir, 'shop.html');
      const template = await readFile(file, 'utf8');
      if (!template.includes('<div id="root"></div>')) {
        throw new Error(`${file} has no empty root: build the shop's page first (npm run build)`);
      }
      await writeFile(path.join(serverDir, 'shop.html'), template);
      const page = withShopFirstScreen(
        template,
        { language: 'ar', tenant: '', isMobileApp: false, settings: null, products: null },
        { hiddenUntilConfirmed: true },
      );
      await Promise.all([
        writeFile(file, page),
        writeFile(`${file}.gz`, gzip(page)),
        writeFile(`${file}.br`, brotli(page)),
      ]);
    },
  };
}

/**
 * The demo shop's first screen as a module for Node (docs/decisions/0048-shop-first-screen.md):
 * `dist-server/shop-first-screen.js`, with React, the shop's screen and both dictionaries inside
 * it, which the API imports to render the product list of each shop page it sends, and this build
 * uses to put the static host's frame into `dist/shop.html`. A build of its own beside the
 * checkout's (vite.first-screen.config.ts, which empties `dist-server/`): it runs after it, and
 * after the shop page's build.
 */
export default defineConfig({
  root: appRoot,
  resolve: { alias: syncExternalStoreAlias },
  plugins: [react(), staticShopFirstScreen()],
  ssr: { noExternal: true },
  // React's production build inside the module, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: path.join(appRoot, 'src/app/shop/first-screen/shop-first-screen-document.tsx'),
    outDir: serverDir,
    emptyOutDir: false,
    target: 'node22',
    rolldownOptions: {
      // One file: the lazy parts (the cart drawer, the widgets) are never rendered on the server,
      // and a module of its own is all the API has to find.
      output: { entryFileNames: 'shop-first-screen.js', codeSplitting: false },
      // The texts are imported directly here, where the browser's build loads them on demand.
      checks: { ineffectiveDynamicImport: false },
    },
  },
});
