// Builds @storefront/contracts, then @storefront/sdk against it, and packs each built dist/ with
// `npm pack` into one folder: the tarballs a team installs (README, "Installing the SDK in your
// own project"; decision 0036). Also writes packs.json there: what `npm pack --json` said of each
// (name, version, filename, files), which tests/package-install reads.
//
// Usage: node scripts/pack-packages.mjs [out dir]   (default .packs/, git-ignored)
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(process.argv[2] ?? path.join(root, '.packs'));
const packages = ['packages/contracts', 'packages/sdk'];

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const packs = [];
for (const dir of packages) {
  const built = path.join(root, dir, 'dist');
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-package.mjs'), dir, built], {
      cwd: root,
      stdio: 'inherit',
    });
  } catch {
    // build-package.mjs said why.
    process.exit(1);
  }
  // npm runs in the built folder alone: no workspace around it, no lifecycle scripts in it.
  const answer = execFileSync(
    'npm',
    ['pack', '--json', '--pack-destination', outDir, '--loglevel=error'],
    { cwd: built, encoding: 'utf8', env: withoutNpmScriptEnv(process.env) },
  );
  const [pack] = JSON.parse(answer);
  packs.push({
    name: pack.name,
    version: pack.version,
    tarball: path.join(outDir, pack.filename),
    files: pack.files.map((file) => file.path).sort(),
  });
  console.log(`packed ${pack.name}@${pack.version}: ${path.join(outDir, pack.filename)}`);
}
writeFileSync(path.join(outDir, 'packs.json'), `${JSON.stringify(packs, null, 2)}\n`);

/**
 * The environment without what `npm run` adds for its script (npm_config_*, npm_package_*):
 * a nested npm would otherwise take the workspace's settings for its own.
 */
function withoutNpmScriptEnv(env) {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !/^npm_/i.test(key)));
}
