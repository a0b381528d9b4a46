import path from 'node:path';
import { defineConfig } from 'vite';
import { appRoot, pageConfig } from './vite/page-config.ts';
import { withoutAccountTexts } from './vite/page-texts.ts';

/**
 * The demo shop, `shop.html` (docs/product/shop.md), which mounts the widgets and the cart drawer:
 * a build of its own for the same reason as the widget page's, so none of its chunks change the
 * checkout's or the widget page's first load (docs/decisions/0019-shop-page-build.md). It keeps
 * the widgets' texts and its own (`shop.*`).
 */
export default defineConfig(
  pageConfig({
    input: { shop: path.join(appRoot, 'shop.html') },
    manifest: '.vite/manifest-shop.json',
    emptyOutDir: false,
    plugins: [withoutAccountTexts({ keepWidgetTexts: true, keepShopTexts: true })],
  }),
);
