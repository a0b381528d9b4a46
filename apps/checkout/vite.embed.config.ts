import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import checkoutConfig from './vite.config.ts';

const appRoot = path.dirname(fileURLToPath(import.meta.url));

/** The snippet carries the `embed.*` texts only, not the pages' whole dictionaries. */
function onlyEmbedTexts(): Plugin {
  return {
    name: 'embed-only-embed-texts',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/](ar|en)\.json$/.test(id)) return null;
      const texts = JSON.parse(code) as Record<string, string>;
      const kept = Object.entries(texts).filter(([key]) => key.startsWith('embed.'));
      return { code: JSON.stringify(Object.fromEntries(kept)), map: null };
    },
  };
}

function named(plugin: PluginOption): string | undefined {
  return plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : undefined;
}

const base = checkoutConfig;

/**
 * The embed snippet (docs/product/embedding.md): `dist/embed.js`, one classic script (IIFE) at a
 * stable address a tenant's site links to, so no hash in its name (the API revalidates it). Run
 * last by `npm run build`, into the same `dist/`. Of the checkout's build it keeps the
 * precompressed copies (`.br`, `.gz`) and the tree shaking of the workspace packages; no React,
 * no styles.
 */
export default defineConfig({
  root: appRoot,
  plugins: [
    onlyEmbedTexts(),
    ...(base.plugins ?? []).filter((plugin) => named(plugin) === 'vite-plugin-compression'),
  ],
  build: {
    outDir: path.join(appRoot, 'dist'),
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2022',
    lib: {
      entry: path.join(appRoot, 'src/features/embed/embed-main.ts'),
      formats: ['iife'],
      name: 'storefrontEmbedSnippet',
      fileName: () => 'embed.js',
    },
    rolldownOptions: { treeshake: base.build?.rolldownOptions?.treeshake },
  },
});
