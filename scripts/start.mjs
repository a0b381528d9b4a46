// `npm start`: runs the demo (apps/demo/src/start-demo.ts) as plain JavaScript in this process.
// The demo, the API and the contracts they import are bundled by esbuild into apps/demo/dist/ (git-ignored)
// when a bundled source changed since the last build; otherwise the bundle runs as is. No nested
// npm and no TypeScript compiled at run time: those took seconds of every start.
//
// Usage: node scripts/start.mjs [--verbose]   (the environment is the API's and the demo's: PORT,
// DATA_DIR, …; --verbose or STOREFRONT_VERBOSE=1: the checkout build's whole output on the terminal)
// The root package.json runs it as `exec node scripts/start.mjs`: npm's shell then is this process,
// so the SIGTERM npm forwards reaches the demo's handler (apps/demo/src/start-demo.ts) and npm waits
// for it to stop, instead of leaving it running without a parent.
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(repoRoot, 'apps/demo/src/start-demo.ts');
const outDir = path.join(repoRoot, 'apps/demo/dist');
const outFile = path.join(outDir, 'start-demo.mjs');
/** The sources the last build read, with their modification times and sizes. */
const manifestFile = path.join(outDir, 'start-demo.inputs.json');
/** Bumped when the build options below change, so an older bundle is rebuilt. */
const buildFormat = 1;

/** What a source looks like to the freshness check: changed time and size. */
async function fingerprint(file) {
  try {
    const info = await stat(file);
    return `${info.mtimeMs}:${info.size}`;
  } catch {
    return 'missing';
  }
}

/**
 * Whether the bundle is current: every source it was built from (esbuild's list) still has the
 * time and size it had then. A new file matters only once a source imports it, which changes
 * that source. A few hundred stats: milliseconds.
 */
async function bundleIsFresh() {
  let manifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    await stat(outFile);
  } catch {
    return false;
  }
  if (manifest.format !== buildFormat || manifest.repoRoot !== repoRoot) return false;
  const files = Object.keys(manifest.inputs);
  const now = await Promise.all(files.map(fingerprint));
  return files.every((file, index) => manifest.inputs[file] === now[index]);
}

/**
 * Bundles the demo's and the API's own sources and the workspace packages (`@storefront/*`, TypeScript sources);
 * every other package stays an import resolved from node_modules at run time. Each source keeps
 * its own `import.meta.url`, so files it reads beside itself (migrations, seed images) are found
 * where they are in the repository.
 */
async function buildBundle() {
  const esbuild = await import('esbuild');
  // Written aside then renamed: another start at the same moment never runs half a file.
  const partial = `${outFile}.${process.pid}.partial.mjs`;
  const result = await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: [entry],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'storefront-start',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@storefront/') ? undefined : { external: true },
          );
          build.onLoad({ filter: /\.ts$/ }, async (args) => {
            const source = await readFile(args.path, 'utf8');
            const contents = source.replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            );
            return { contents, loader: 'ts' };
          });
        },
      },
    ],
  });
  const files = Object.keys(result.metafile.inputs).map((input) => path.resolve(repoRoot, input));
  const fingerprints = await Promise.all(files.map(fingerprint));
  const inputs = Object.fromEntries(files.map((file, index) => [file, fingerprints[index]]));
  await rename(partial, outFile);
  await writeFile(
    `${manifestFile}.${process.pid}`,
    JSON.stringify({ format: buildFormat, repoRoot, inputs }),
  );
  await rename(`${manifestFile}.${process.pid}`, manifestFile);
}

const checkStarted = performance.now();
if (!(await bundleIsFresh())) {
  await buildBundle();
  const seconds = ((performance.now() - checkStarted) / 1000).toFixed(1);
  console.log(`Built the demo launcher in ${seconds} s (its sources changed)`);
}
await import(pathToFileURL(outFile).href);
