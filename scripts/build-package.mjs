// Builds one library workspace (packages/contracts or packages/sdk) into a publishable ESM package
// in its dist/: JavaScript and .d.ts emitted by tsc (relative `.ts` imports rewritten to `.js`), plus
// a package.json whose exports point at them. Workspace dependencies stay bare imports and are
// resolved against their own built dist/ types, so each package is built and published on its own.
//
// Usage: node scripts/build-package.mjs <package dir> [out dir]
// tsc rather than a bundler: the libraries are plain ESM and tsup/tsdown need Node 22.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const packageDir = path.resolve(process.argv[2] ?? '.');
const outDir = path.resolve(process.argv[3] ?? path.join(packageDir, 'dist'));
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

// Workspace dependencies resolve to their built types, never to their sources.
const workspaceDeps = Object.keys(manifest.dependencies ?? {}).filter((name) =>
  name.startsWith('@storefront/'),
);
const paths = Object.fromEntries(
  workspaceDeps.map((name) => {
    const dir = name.replace('@storefront/', 'packages/');
    const built = process.env[`BUILT_${name.replace('@storefront/', '').toUpperCase()}`];
    return [name, [path.join(built ?? path.join(root, dir, 'dist'), 'index.d.ts')]];
  }),
);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const tsconfig = path.join(outDir, 'tsconfig.build.json');
writeFileSync(
  tsconfig,
  JSON.stringify({
    extends: path.join(root, 'tsconfig.base.json'),
    compilerOptions: {
      // The base config is set up for `tsc -b` (declarations only, into .tsbuild/); a package
      // build emits JavaScript and declarations side by side into its out dir instead.
      composite: false,
      incremental: false,
      emitDeclarationOnly: false,
      declaration: true,
      declarationDir: outDir,
      rewriteRelativeImportExtensions: true,
      rootDir: path.join(packageDir, 'src'),
      outDir,
      types: [],
      paths,
    },
    include: [path.join(packageDir, 'src/**/*.ts')],
    // Globs resolve against this file's folder, so they name the sources absolutely.
    exclude: ['**/*.test.ts', '**/testing/**'].map((glob) => path.join(packageDir, 'src', glob)),
  }),
);
execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', tsconfig], {
  stdio: 'inherit',
});
rmSync(tsconfig);

// The source's entry points (`./src/x/index.ts`), as the built files beside this package.json;
// the test helpers' entry (`./testing`, not built: it needs vitest) stays in the workspace.
const builtExports = Object.fromEntries(
  Object.entries(manifest.exports ?? { '.': './src/index.ts' })
    .filter(([, source]) => !source.includes('/testing/'))
    .map(([subpath, source]) => {
      const built = source.replace(/^\.\/src\//, './').replace(/\.ts$/, '');
      return [subpath, { types: `${built}.d.ts`, import: `${built}.js` }];
    }),
);
writeFileSync(
  path.join(outDir, 'package.json'),
  `${JSON.stringify(
    {
      name: manifest.name,
      version: manifest.version,
      description: manifest.description,
      license: manifest.license,
      type: 'module',
      sideEffects: false,
      exports: builtExports,
      dependencies: manifest.dependencies,
    },
    null,
    2,
  )}\n`,
);
// The licence travels with the package (its `license` field names it).
copyFileSync(path.join(root, 'LICENSE'), path.join(outDir, 'LICENSE'));
console.log(`built ${manifest.name} into ${path.relative(root, outDir) || outDir}`);
