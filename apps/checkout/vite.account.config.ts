import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type PluginOption } from 'vite';
import checkoutConfig from './vite.config.ts';

const appRoot = path.dirname(fileURLToPath(import.meta.url));

/** Plugins of the checkout's build that are about its own page only. */
const checkoutOnly = new Set(['checkout-startup-script', 'checkout-without-account-texts']);

function named(plugin: PluginOption): string | undefined {
  return plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined;
}

const base = checkoutConfig;

/**
 * The account area's build (docs/decisions/0015-account-router.md): `account.html` with the same
 * settings as the checkout's (Preact aliases, Tailwind, precompressed copies, tree shaking), run
 * after it into the same `dist/` (`npm run build`). A build of its own rather than a third input
 * of the checkout's: modules both pages use would otherwise move into chunks shared by the two,
 * and the checkout's first load would grow by their extra files and by what the account needs of
 * them (measured: 120.0 → 125.5 KB gzip). Its manifest is `.vite/account-manifest.json`, so the
 * checkout's (which bench/bundle-size reads) stays the checkout's.
 */
export default defineConfig({
  ...base,
  plugins: (base.plugins ?? []).filter((plugin) => !checkoutOnly.has(named(plugin) ?? '')),
  build: {
    ...base.build,
    emptyOutDir: false,
    manifest: '.vite/account-manifest.json',
    rolldownOptions: {
      ...base.build?.rolldownOptions,
      input: { account: path.join(appRoot, 'account.html') },
      // The bundler's own chunks: the checkout's first-load grouping is about its startup entry.
      output: {},
    },
  },
});
