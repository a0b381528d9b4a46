import path from 'node:path';
import { defineConfig } from 'vite';
import { checkoutFontDisplay, fontDisplayOf } from './vite/arabic-core-font.ts';
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
    plugins: [
      withoutAccountTexts({ keepWidgetTexts: true, keepShopTexts: true }),
      // Its product list is in the page's HTML (decision 0048): drawn once, in one font, as the
      // checkout's first screen is (0046); with `swap` the font's arrival moved the list.
      fontDisplayOf(checkoutFontDisplay),
    ],
  }),
);
