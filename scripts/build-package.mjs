// Builds one library workspace (packages/contracts or packages/sdk) into a publishable ESM package
// in its dist/, the folder `npm pack` packs (decision 0036):
//
//   package.json   the published manifest: exports only built files, licence, repository,
//                  engines, sideEffects; a workspace dependency at the exact version it has now
//   README.md, CHANGELOG.md, LICENSE
//   src/           the sources the build compiled (no tests, no testing/ helpers), which the
//                  source maps and declaration maps point at
//   **/*.js, *.d.ts, *.js.map, *.d.ts.map   emitted by tsc beside each other, one per source
//
// The workspace's own package.json keeps `exports` at ./src/*.ts, so the apps, Vitest and
// `tsc -b` use the sources and never need a prior build.
// Usage: node scripts/build-package.mjs <package dir> [out dir]
// A workspace dependency resolves to its built types: BUILT_<NAME> (e.g. BUILT_CONTRACTS), else
// that package's dist/. Build contracts before the SDK (scripts/pack-packages.mjs does).
//
// tsc rather than a bundler: one module per source keeps every entry point and `sideEffects:
// false` tree-shaking as the checkout's build relies on, and the workspace already has it.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  globSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const packageDir = path.resolve(process.argv[2] ?? '.');
const outDir = path.resolve(process.argv[3] ?? path.join(packageDir, 'dist'));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const manifest = readJson(path.join(packageDir, 'package.json'));

/** Stops the build with a message naming what to fix. */
function fail(message) {
  console.error(`build-package: ${manifest.name}: ${message}`);
  process.exit(1);
}

// What the published manifest must carry; the workspace manifest is its one source.
for (const field of ['version', 'description', 'license', 'repository', 'engines']) {
  if (!manifest[field]) fail(`package.json has no "${field}"`);
}
for (const file of ['README.md', 'CHANGELOG.md']) {
  if (!existsSync(path.join(packageDir, file))) fail(`${file} is missing`);
}

const isTestOnly = (file) => /\.test\.ts$/.test(file) || file.split(path.sep).includes('testing');

// Workspace dependencies: the exact version the other package has now (never a range, so a
// consumer gets the pair that was built and tested together), and its built types.
const workspaceDeps = Object.keys(manifest.dependencies ?? {}).filter((name) =>
  name.startsWith('@storefront/'),
);
const dependencies = { ...manifest.dependencies };
const paths = {};
for (const name of workspaceDeps) {
  const short = name.replace('@storefront/', '');
  const sourceVersion = readJson(path.join(root, 'packages', short, 'package.json')).version;
  if (manifest.dependencies[name] !== sourceVersion) {
    fail(`depends on ${name} ${manifest.dependencies[name]}, but that package is ${sourceVersion}`);
  }
  const built =
    process.env[`BUILT_${short.toUpperCase()}`] ?? path.join(root, 'packages', short, 'dist');
  const builtManifest = path.join(built, 'package.json');
  if (!existsSync(builtManifest)) fail(`build ${name} first (no ${builtManifest})`);
  if (readJson(builtManifest).version !== sourceVersion)
    fail(`${built} is a stale build of ${name}`);
  // Each entry point of the built dependency, by its types, so the compiler never reads its
  // sources (they would land outside this package's rootDir).
  for (const [subpath, target] of Object.entries(readJson(builtManifest).exports)) {
    if (typeof target === 'object')
      paths[`${name}${subpath.slice(1)}`] = [path.join(built, target.types)];
  }
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const sourceRoot = path.join(packageDir, 'src');

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
      declarationMap: true,
      sourceMap: true,
      declarationDir: outDir,
      rewriteRelativeImportExtensions: true,
      rootDir: sourceRoot,
      outDir,
      types: [],
      paths,
    },
    include: [path.join(sourceRoot, '**/*.ts')],
    // Globs resolve against this file's folder, so they name the sources absolutely.
    exclude: ['**/*.test.ts', '**/testing/**'].map((glob) => path.join(sourceRoot, glob)),
  }),
);
try {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', tsconfig], {
    stdio: 'inherit',
  });
} catch {
  fail('tsc failed (above)');
} finally {
  rmSync(tsconfig);
}

// The compiled sources travel in the package, under src/, and every map points there: the
// debugger and "go to definition" in a consumer's editor land on real TypeScript. (tsc compiles
// the workspace's src/ in place: compiled from a copy inside node_modules/, its declarations
// would name the package's own src/ by a self-reference.)
const sourceDir = path.join(outDir, 'src');
cpSync(sourceRoot, sourceDir, {
  recursive: true,
  filter: (source) => !isTestOnly(path.relative(packageDir, source)),
});
for (const map of globSync('**/*.map', { cwd: outDir })) {
  const file = path.join(outDir, map);
  const sourceMap = readJson(file);
  sourceMap.sources = sourceMap.sources.map((source) => {
    const absolute = path.resolve(path.dirname(file), sourceMap.sourceRoot ?? '', source);
    const shipped = path.join(sourceDir, path.relative(sourceRoot, absolute));
    if (!existsSync(shipped)) fail(`${map} maps to ${source}, which the package does not ship`);
    return path.relative(path.dirname(file), shipped).split(path.sep).join('/');
  });
  delete sourceMap.sourceRoot;
  writeFileSync(file, JSON.stringify(sourceMap));
}

// The source's entry points (`./src/x/index.ts`), as the built files beside this package.json.
// A pattern (`./machines/*`) becomes one entry per folder it matches, so every entry point is
// named (attw and a consumer's tooling check each). The test helpers' entry (`./testing`) stays
// in the workspace: it needs Vitest.
const builtExports = {};
for (const [subpath, source] of Object.entries(manifest.exports ?? { '.': './src/index.ts' })) {
  if (source.includes('/testing/')) continue;
  const matches = source.includes('*')
    ? globSync(source.replace(/^\.\//, ''), { cwd: packageDir }).map((file) => {
        const [before, after] = source.replace(/^\.\//, '').split('*');
        return file.slice(before.length, file.length - after.length);
      })
    : [null];
  for (const match of matches.sort()) {
    const name = match === null ? subpath : subpath.replace('*', match);
    const built = (match === null ? source : source.replace('*', match))
      .replace(/^\.\/src\//, './')
      .replace(/\.ts$/, '');
    builtExports[name] = { types: `${built}.d.ts`, import: `${built}.js` };
  }
}
for (const target of Object.values(builtExports)) {
  for (const file of [target.types, target.import]) {
    if (!existsSync(path.join(outDir, file))) fail(`the build has no ${file}`);
  }
}
const leftovers = globSync('**/*.test.*', { cwd: outDir });
if (leftovers.length) fail(`test files in the package: ${leftovers.join(', ')}`);

writeFileSync(
  path.join(outDir, 'package.json'),
  `${JSON.stringify(
    {
      name: manifest.name,
      version: manifest.version,
      description: manifest.description,
      keywords: manifest.keywords,
      license: manifest.license,
      repository: manifest.repository,
      type: 'module',
      sideEffects: false,
      engines: manifest.engines,
      exports: builtExports,
      dependencies,
    },
    null,
    2,
  )}\n`,
);
// The licence, the README and the changelog travel with the package (its `license` names it).
copyFileSync(path.join(root, 'LICENSE'), path.join(outDir, 'LICENSE'));
copyFileSync(path.join(packageDir, 'README.md'), path.join(outDir, 'README.md'));
copyFileSync(path.join(packageDir, 'CHANGELOG.md'), path.join(outDir, 'CHANGELOG.md'));
console.log(
  `built ${manifest.name}@${manifest.version} into ${outDir.startsWith(root) ? path.relative(root, outDir) : outDir}`,
);
