import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { e2eOwnHost } from './e2e-own-host.ts';

/** What the checkout's build is made of: its own sources and the workspace packages it bundles. */
const sourcePaths = [
  'apps/checkout/src',
  'apps/checkout/public',
  'apps/checkout/index.html',
  'apps/checkout/account.html',
  'apps/checkout/vite',
  'apps/checkout/vite.config.ts',
  'apps/checkout/vite.account.config.ts',
  'apps/checkout/vite.widget.config.ts',
  'apps/checkout/vite.shop.config.ts',
  'apps/checkout/vite.embed.config.ts',
  'apps/checkout/package.json',
  'packages/sdk/src',
  'packages/contracts/src',
];

/** The newest modification time (ms) of a file or of any file under a folder; 0 when absent. */
function newestModification(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestModification(path.join(target, entry))),
    stats.mtimeMs,
  );
}

/** Whether the account entry in `dist` was built with the suite's own host (`e2eOwnHost`). */
function builtWithOwnHost(dist: string): boolean {
  const assets = path.join(dist, 'assets');
  if (!existsSync(assets)) return false;
  return readdirSync(assets).some(
    (file) =>
      file.startsWith('account-') &&
      file.endsWith('.js') &&
      readFileSync(path.join(assets, file), 'utf8').includes(e2eOwnHost),
  );
}

/**
 * Builds the checkout (`npm run build -w apps/checkout`), with `e2eOwnHost` among its own hosts
 * (`VITE_OWN_HOSTS`), unless `apps/checkout/dist/index.html` is newer than every source it is
 * built from and the build has that host, so `npm start` serves the code under test.
 * Returns whether it built.
 *
 * @example
 * ensureCheckoutBuild('/work/main');
 */
export function ensureCheckoutBuild(repoRoot: string): boolean {
  const builtIndex = path.join(repoRoot, 'apps/checkout/dist/index.html');
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...sourcePaths.map((p) => newestModification(path.join(repoRoot, p))));
  if (builtAt > changedAt && builtWithOwnHost(path.join(repoRoot, 'apps/checkout/dist'))) {
    return false;
  }
  const ownHosts = [process.env['VITE_OWN_HOSTS'], e2eOwnHost].filter(Boolean).join(',');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/checkout'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, VITE_OWN_HOSTS: ownHosts },
  });
  if (build.status !== 0) {
    throw new Error(`Building the checkout failed (exit ${String(build.status)})`);
  }
  return true;
}
