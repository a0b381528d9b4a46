// `npm run build -w apps/api`: the API server as one JavaScript file, apps/api/dist/server.js, that
// `node apps/api/dist/server.js` runs after a production install (`npm ci --omit=dev -w apps/api`),
// with nothing from dev dependencies (docs/decisions/0037-deployable-api.md).
//
// esbuild (a dev dependency) bundles the API's sources and the workspace packages it imports
// (`@storefront/contracts` ships TypeScript sources); every other package stays an import resolved
// from node_modules at run time, and must be one of apps/api's `dependencies`: the build fails
// otherwise, so a production install never lacks a package the server imports.
//
// Usage: node apps/api/server-build/build-server.ts   (Node 24 strips the types itself)
import { readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const apiDir = fileURLToPath(new URL('../', import.meta.url));
const outDir = path.join(apiDir, 'dist');
const outFile = path.join(outDir, 'server.js');

/**
 * A source's `import.meta.url`, as seen from the bundle: the bundle sits in apps/api/dist/, and
 * the sources read files beside themselves (`src/db/migrations/`, the default `.data/` four
 * folders up), so each keeps its own URL, written relative to the bundle's. The install must keep
 * apps/api/src/db/migrations/ beside dist/ (the Dockerfile copies both).
 */
function sourceUrlExpression(sourceFile: string): string {
  const relative = path.relative(outDir, sourceFile).split(path.sep).join('/');
  return `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
}

/** The package a bare import names: `drizzle-orm/pg-core` → `drizzle-orm`, `@a/b/c` → `@a/b`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const manifest = JSON.parse(await readFile(path.join(apiDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
/** Packages the bundle imports at run time that apps/api does not declare, with one importer each. */
const undeclared = new Map<string, string>();

await rm(outDir, { recursive: true, force: true });
const result = await esbuild.build({
  absWorkingDir: apiDir,
  entryPoints: [path.join(apiDir, 'src/server.ts')],
  outfile: outFile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'storefront-api-server',
      setup(build) {
        build.onResolve({ filter: /^[^./]/ }, (args) => {
          if (builtins.has(args.path)) return { external: true };
          if (args.path.startsWith('@storefront/')) return undefined;
          const name = packageOf(args.path);
          if (!(name in manifest.dependencies) && !undeclared.has(name)) {
            undeclared.set(name, path.relative(apiDir, args.importer));
          }
          return { external: true };
        });
        build.onLoad({ filter: /\.ts$/ }, async (args) => {
          const source = await readFile(args.path, 'utf8');
          return {
            contents: source.replaceAll('import.meta.url', sourceUrlExpression(args.path)),
            loader: 'ts',
          };
        });
      },
    },
  ],
});

if (undeclared.size > 0) {
  await rm(outDir, { recursive: true, force: true });
  console.error(
    `apps/api/dist not built: the server imports packages that are not dependencies of apps/api (a production install would lack them):\n  ${[...undeclared].map(([name, importer]) => `${name} (imported by ${importer})`).join('\n  ')}`,
  );
  process.exit(1);
}
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `Built ${path.relative(process.cwd(), outFile)} (${(bytes / 1024).toFixed(0)} KB with its source map)`,
);
