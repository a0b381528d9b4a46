import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { arabicCoreFont, generatedFontsDir } from './vite/arabic-core-font.ts';
import { eagerCompileHint } from './vite/eager-compile-hint.ts';

const appRoot = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(appRoot, '../..');

/** Where `npx tsx apps/api/src/server.ts` (or `npm start`) listens during development. */
const apiTarget = process.env['CHECKOUT_API_TARGET'] ?? 'http://127.0.0.1:8080';

/** The second entry: starts the first paint's requests while the app downloads. */
const startupEntry = 'src/startup.ts';

/**
 * The modules the `startup` entry runs (src/startup.ts and what it imports, after tree shaking),
 * by their path from the repository root. They are listed rather than found from the import
 * graph: the graph reaches the workspace packages through their one index, which imports
 * everything, while the bundle keeps only a few of their modules. The build fails, naming this
 * list, if the startup script ever imports the app's chunk (see `startupScript`).
 */
const startupModules = new Set([
  'apps/checkout/src/startup.ts',
  'apps/checkout/src/zod-jitless.ts',
  'apps/checkout/src/app/checkout/checkout-startup.ts',
  'apps/checkout/src/app/shared/api-base-url.ts',
  'apps/checkout/src/i18n/load-dictionary.ts',
  'apps/checkout/src/lib/after-next-paint.ts',
  'apps/checkout/.generated/fonts/noto-sans-arabic-core-400.woff2?url',
  'packages/contracts/src/constants/language.ts',
  'packages/contracts/src/constants/page-params.ts',
  'packages/contracts/src/locale/intl-locale.ts',
  'packages/contracts/src/money/format-money.ts',
  'packages/contracts/src/money/round-money.ts',
  'packages/sdk/src/auth/auth-storage-keys.ts',
  'packages/sdk/src/http/abortable.ts',
  'packages/sdk/src/http/prefetching-fetch.ts',
  'packages/sdk/src/http/request-headers.ts',
  'packages/sdk/src/http/request-url.ts',
  'packages/sdk/src/resources/api-paths.ts',
  '\0vite/preload-helper.js',
]);

/** Whether a module id (a path, or a bundler's `\0` virtual id) is one of `startupModules`. */
function isStartupModule(id: string): boolean {
  return startupModules.has(id.startsWith('\0') ? id : path.relative(repoRoot, id));
}

/** The name of the chunk that holds the rest of the checkout's first load. */
const appChunkName = 'checkout';

/**
 * The checkout's first load in two parts: the modules the `startup` entry shares with the app
 * (left to the bundler, which puts them in one chunk, so the startup script starts the requests
 * without waiting for the app), and everything else the app imports statically, in one chunk
 * (which the bundler folds into the app's entry). Left to itself the bundler split the second
 * part by which lazy chunks also import each module: nine files. Lighthouse's phone fetches them over HTTP/1.1 with six connections,
 * so each extra file adds a round trip before the first paint (Arabic LCP 1.95 -> 1.80 s).
 */
function firstLoadInOneChunk() {
  return {
    // Only the modules named below: their imports that belong to the startup stay with it.
    includeDependenciesRecursively: false,
    groups: [
      {
        name: (id: string) => (isStartupModule(id) ? null : appChunkName),
        tags: ['$initial' as const],
      },
    ],
  };
}

/**
 * Puts the `startup` entry into index.html as an `async` module script (the CSP allows no inline
 * script), before the app's own, with module preloads of the chunks it imports. Vite would bundle
 * a second `<script type="module">` of index.html into the app's entry, where it would wait for
 * the whole app to download, so it is a separate build input added here.
 */
function startupScript(): Plugin {
  const entryPath = path.join(appRoot, startupEntry);
  return {
    name: 'checkout-startup-script',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, filename }) {
        // Only the checkout page: the widget pages start their own requests from their entry.
        if (path.basename(filename) !== 'index.html') return [];
        if (!bundle) {
          return [
            {
              tag: 'script',
              attrs: { type: 'module', async: true, src: `/${startupEntry}` },
              injectTo: 'head',
            },
          ];
        }
        const chunk = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' && output.isEntry && output.facadeModuleId === entryPath,
        );
        if (chunk?.type !== 'chunk') throw new Error(`No chunk for ${startupEntry}`);
        // The app's chunk (which the bundler may fold into the app's entry) must not be among
        // the startup script's imports, or the script would wait for the whole app.
        const appChunks = Object.values(bundle).filter(
          (output) => output.type === 'chunk' && (output.isEntry || output.name === appChunkName),
        );
        const startupFiles = new Set<string>();
        const pending = [...chunk.imports];
        for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
          const imported = bundle[file];
          if (startupFiles.has(file) || imported?.type !== 'chunk') continue;
          startupFiles.add(file);
          pending.push(...imported.imports);
        }
        if (appChunks.some((app) => startupFiles.has(app.fileName))) {
          throw new Error(
            `${startupEntry} imports the app's chunk, so it would wait for all of it: a module it ` +
              `imports is missing from startupModules in vite.config.ts`,
          );
        }
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
          ...chunk.imports
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head-prepend' as const,
            })),
        ];
      },
    },
  };
}

/**
 * Leaves the other pages' texts out of this page's dictionaries, which its first load downloads:
 * the account area's (`account.*`, docs/product/account-pages.md; the few the checkout does show
 * sit under `account.checkout.` and stay) and, but for the widget page's own pass, the widgets'
 * (`widget.*`, docs/product/widgets.md), and, but for the shop's pass, the demo shop's (`shop.*`).
 * The account's own build (vite.account.config.ts) goes without this plugin.
 */
export function withoutAccountTexts(options: {
  keepWidgetTexts: boolean;
  /** The demo shop's own texts (`shop.*`, docs/product/shop.md): only its pass keeps them. */
  keepShopTexts?: boolean;
}): Plugin {
  const otherPage = (key: string) =>
    (key.startsWith('account.') && !key.startsWith('account.checkout.')) ||
    (!options.keepWidgetTexts && key.startsWith('widget.')) ||
    (!options.keepShopTexts && key.startsWith('shop.')) ||
    // The embed snippet's, which only `embed.js` shows (vite.embed.config.ts).
    key.startsWith('embed.');
  return {
    name: 'checkout-without-account-texts',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/](ar|en)\.json$/.test(id)) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const kept = Object.entries(texts).filter(([key]) => !otherPage(key));
      return { code: JSON.stringify(Object.fromEntries(kept)), map: null };
    },
  };
}

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
    replacement: path.join(appRoot, 'src/lib/use-sync-external-store-shim.ts'),
  },
];

/**
 * `npm run build` builds twice into `dist/`: the checkout page, then (`CHECKOUT_ENTRY=widget`) the
 * storefront widgets' page, `widget.html?product=…`. Two passes rather than one with two inputs:
 * chunks shared between two entries are split by who imports them, which added 4 KB to the
 * checkout's first load (over its budget's slack); apart, each page's first load is its own
 * (bench/bundle-size measures both). The second pass keeps the first's files and writes its own
 * manifest (docs/decisions/0018-widget-page-build.md).
 */
const widgetBuild = process.env['CHECKOUT_ENTRY'] === 'widget';
/**
 * A third pass, `CHECKOUT_ENTRY=shop`: the demo shop, `shop.html` (docs/product/shop.md), which
 * mounts the widgets and the cart drawer. Apart for the same reason: none of its chunks may
 * change the checkout's or the widget page's first load.
 */
const shopBuild = process.env['CHECKOUT_ENTRY'] === 'shop';

/** How the precompressed copies are made (vite-plugin-compression2, and `eagerCompileHint`'s). */
const gzipOptions = { level: 9 };
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
};

/** The checkout's first-load chunks: its entries and the chunk they share. */
function isFirstLoadChunk(chunk: { isEntry: boolean; moduleIds: readonly string[] }): boolean {
  return chunk.isEntry || chunk.moduleIds.some(isStartupModule);
}

/**
 * The checkout page. In development `/api`, `/connect`, `/dev` and `/payment` go to the reference
 * API, so the page and the API share one origin as they do when the API serves `dist/` at `/`.
 */
export default defineConfig({
  root: appRoot,
  resolve: { alias: preactAliases },
  plugins: [
    arabicCoreFont(generatedFontsDir),
    react(),
    tailwindcss(),
    startupScript(),
    ...(widgetBuild || shopBuild
      ? []
      : [
          eagerCompileHint({
            isFirstLoad: isFirstLoadChunk,
            gzip: (code) => gzipSync(code, gzipOptions),
            brotli: (code) => brotliCompressSync(code, brotliOptions),
          }),
        ]),
    withoutAccountTexts({ keepWidgetTexts: widgetBuild || shopBuild, keepShopTexts: shopBuild }),
    // Precompressed copies beside each text asset, for @fastify/static's `preCompressed` (no
    // compression per request). Every one gets both files, even where gzip does not shrink a tiny
    // chunk, so the server can rely on them; fonts are left out: woff2 is Brotli inside already.
    compression({
      include: /\.(js|css|html|json|svg|txt)$/,
      algorithms: [
        defineAlgorithm('gzip', gzipOptions),
        defineAlgorithm('brotliCompress', brotliOptions),
      ],
      skipIfLargerOrEqual: false,
      logLevel: 'silent',
    }),
  ],
  server: {
    proxy: Object.fromEntries(
      ['/api', '/connect', '/dev', '/payment'].map((prefix) => [
        prefix,
        { target: apiTarget, changeOrigin: false },
      ]),
    ),
  },
  build: {
    outDir: path.join(appRoot, 'dist'),
    emptyOutDir: !widgetBuild && !shopBuild,
    target: 'es2022',
    // Lists every chunk's imports and dynamic imports: bench/bundle-size follows it.
    manifest: widgetBuild
      ? '.vite/manifest-widget.json'
      : shopBuild
        ? '.vite/manifest-shop.json'
        : true,
    // No polyfill for `<link rel="modulepreload">` in the first load: every browser of the es2022
    // target but Safari before 17 has it, and there the modules still load, only not preloaded.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: widgetBuild
        ? { widget: path.join(appRoot, 'widget.html') }
        : shopBuild
          ? { shop: path.join(appRoot, 'shop.html') }
          : { index: path.join(appRoot, 'index.html'), startup: path.join(appRoot, startupEntry) },
      output: widgetBuild || shopBuild ? {} : { codeSplitting: firstLoadInOneChunk() },
      treeshake: {
        // The workspace packages export everything through one index and do not declare
        // `sideEffects`; their modules only define schemas and functions, so unused ones are dropped.
        moduleSideEffects: [
          { test: /packages[\\/](contracts|sdk)[\\/]src[\\/]/, sideEffects: false },
          { test: /\.css$/, sideEffects: true },
        ],
        // No `manualPureFunctions: ['z']` (marking zod's schema builders pure): it matches every
        // function named `z`, and Preact's minified build names its diff function so, which the
        // bundler then dropped (a blank page). Not needed either: the schemas are written with
        // zod/mini, whose builders are marked free of side effects (docs/decisions/0007).
      },
    },
  },
});
