import path from 'node:path';
import type { ChunkingContext } from 'rolldown';
import type { Plugin } from 'vite';

/** The checkout's second entry: starts the first paint's requests while the app downloads. */
export const startupEntry = 'src/startup.ts';

/**
 * The checkout's first load in two parts, found from the two entries: the modules the `startup`
 * entry imports (after tree shaking; the workspace packages declare `sideEffects: false`, so the
 * bundler follows only what is used through their entry points), which the app's entry shares, in
 * one chunk the startup script can run without waiting for the app; and the modules only the
 * app's entry imports statically, in one chunk the bundler folds into that entry. `entriesAware`
 * splits the `$initial` modules by the set of entries that import them, which is exactly these
 * two parts. Left to itself the bundler split the second part by which lazy chunks also import
 * each module: nine files. Lighthouse's phone fetches them over HTTP/1.1 with six connections, so
 * each extra file adds a round trip before the first paint (Arabic LCP 1.95 -> 1.80 s).
 */
/** A module that only passes on other modules' exports: a package's entry point (its index). */
function isEntryPoint(code: string): boolean {
  const statements = code.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').trim();
  return /^(export\s*(\*|\{[^}]*\})\s*from\s*["'][^"']+["'];?\s*)+$/.test(statements);
}

/** The names a module imports by name (`import { a, b as c } from …` gives `a`, `b`). */
function importedNames(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
      .filter(Boolean),
  );
}

/**
 * The modules the `startup` entry runs, found from the module graph: its imports, and through a
 * workspace package's entry point only the modules that export a name the startup's modules
 * import (the entry point reaches the whole package, of which the bundle keeps only those; the
 * packages declare `sideEffects: false`, so the rest is not run). Walked again until the names
 * stop growing, since a module found later may import more through an entry point seen earlier.
 */
export function startupModulesOf(entryPath: string, ctx: ChunkingContext): Set<string> {
  const names = new Set<string>();
  let found = new Set<string>();
  for (let before = -1; before !== found.size + names.size;) {
    before = found.size + names.size;
    found = new Set<string>();
    const pending = [entryPath];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      const info = ctx.getModuleInfo(id);
      if (found.has(id) || !info) continue;
      found.add(id);
      if (info.code !== null && isEntryPoint(info.code)) {
        pending.push(
          ...info.importedIds.filter((dependency) => {
            const passedOn = ctx.getModuleInfo(dependency);
            // A nested entry point (the root index passing on a concept's) is walked in turn.
            if (passedOn?.code != null && isEntryPoint(passedOn.code)) return true;
            return (passedOn?.exports ?? []).some((name) => names.has(name));
          }),
        );
        continue;
      }
      for (const name of importedNames(info.code ?? '')) names.add(name);
      pending.push(...info.importedIds);
    }
  }
  return found;
}

/**
 * The checkout's first load in two parts, found from its two entries: the modules the `startup`
 * entry runs (`startupModulesOf`), which the app's entry shares, left to the bundler, which puts
 * them in one chunk the startup script runs without waiting for the app; and everything else the
 * app imports statically, in one chunk, which the bundler folds into the app's entry. Left to
 * itself the bundler split the second part by which lazy chunks also import each module: nine
 * files. Lighthouse's phone fetches them over HTTP/1.1 with six connections, so each extra file
 * added a round trip before the first paint (Arabic LCP 1.95 -> 1.80 s). Since the page's modules
 * start after its first paint (docs/decisions/0046-first-screen-in-html.md), the second part is
 * cut once more, by `evaluationSteps`, so that its first run is several tasks instead of one.
 */
export function firstLoadChunks(appRoot: string) {
  const entryPath = path.join(appRoot, startupEntry);
  let startupModules: Set<string> | undefined;
  const appModule = (id: string, ctx: ChunkingContext) => {
    startupModules ??= startupModulesOf(entryPath, ctx);
    return !startupModules.has(id);
  };
  return {
    // Only the modules named below: their imports that belong to the startup stay with it.
    includeDependenciesRecursively: false,
    groups: [
      ...evaluationSteps.map(({ name, test }) => ({
        name: (id: string, ctx: ChunkingContext) =>
          test.test(id) && appModule(id, ctx) ? name : null,
        debugName: `checkout-first-load-${name}`,
        tags: ['$initial' as const],
      })),
      {
        name: (id: string, ctx: ChunkingContext) => (appModule(id, ctx) ? 'checkout' : null),
        debugName: 'checkout-first-load',
        tags: ['$initial' as const],
      },
    ],
  };
}

/**
 * The parts of the app's first load put in chunks of their own, before its entry: the page's
 * loader imports them one by one, each in a task of its own
 * (app/shared/first-screen/first-paint-loader.ts), where the app's entry ran them all in one
 * task, its longest (160–240 ms on Lighthouse's slowed phone, most of the checkout's TBT). Each
 * is a part whose first run costs: React's, zod's, the schemas' (which zod builds as they load),
 * the other libraries' and the SDK's (its state machines). Vite lists a page's preloads after
 * the chunks they import, so each of the loader's imports runs one chunk (checked on the build
 * of stop 33: none imports a chunk listed after it).
 */
const evaluationSteps = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
  { name: 'schemas', test: /[\\/]packages[\\/]contracts[\\/]/ },
  // Every other library of the first load (i18next, XState, react-hook-form, TanStack Query...),
  // with the module that stands in for their `use-sync-external-store` (vite/sync-external-store-alias.ts).
  {
    name: 'libraries',
    test: /[\\/]node_modules[\\/]|[\\/]src[\\/]lib[\\/]use-sync-external-store-shim\.ts$/,
  },
  { name: 'sdk', test: /[\\/]packages[\\/]sdk[\\/]/ },
];

/**
 * Puts the `startup` entry into index.html as an `async` module script (the CSP allows no inline
 * script), before the app's own, with module preloads of the chunks it imports. Vite would bundle
 * a second `<script type="module">` of index.html into the app's entry, where it would wait for
 * the whole app to download, so it is a separate build input added here. The build fails if the
 * startup script ever imports the app's entry chunk.
 */
export function startupScript(appRoot: string): Plugin {
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
        const appEntries = Object.values(bundle).filter(
          (output) => output.type === 'chunk' && output.isEntry && output !== chunk,
        );
        const startupFiles = new Set<string>();
        const pending = [...chunk.imports];
        for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
          const imported = bundle[file];
          if (startupFiles.has(file) || imported?.type !== 'chunk') continue;
          startupFiles.add(file);
          pending.push(...imported.imports);
        }
        if (appEntries.some((app) => startupFiles.has(app.fileName))) {
          throw new Error(
            `${startupEntry} imports the app's entry chunk, so it would wait for all of it: see ` +
              'firstLoadChunks in vite/startup-script.ts',
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
