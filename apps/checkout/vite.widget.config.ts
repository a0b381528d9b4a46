import path from 'node:path';
import { defineConfig } from 'vite';
import { appRoot, pageConfig } from './vite/page-config.ts';
import { withoutAccountTexts } from './vite/page-texts.ts';

/**
 * The storefront widgets' page, `widget.html?product=…` (docs/product/widgets.md), built after the
 * checkout into the same `dist/`. A build of its own rather than a second input of the checkout's:
 * chunks shared between two entries are split by who imports them, which added 4 KB to the
 * checkout's first load; apart, each page's first load is its own (bench/bundle-size measures
 * both; docs/decisions/0018-widget-page-build.md). It keeps the widgets' texts.
 */
export default defineConfig(
  pageConfig({
    input: { widget: path.join(appRoot, 'widget.html') },
    manifest: '.vite/manifest-widget.json',
    emptyOutDir: false,
    plugins: [withoutAccountTexts({ keepWidgetTexts: true })],
  }),
);
