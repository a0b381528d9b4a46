import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether the checkout app needs a build before it can be served: `absent` (no app in this
 * checkout of the repository), `missing` (never built), `stale` (a source is newer than the
 * build) or `fresh`.
 */
export type CheckoutBuildState = 'absent' | 'missing' | 'stale' | 'fresh';

/** Where the checkout app and the workspace packages it bundles live. */
export interface CheckoutLocation {
  /** `apps/checkout`. */
  appDir: string;
  /** Other folders whose sources end up in the bundle (`packages/contracts/src`, `packages/sdk/src`). */
  sharedSourceDirs: readonly string[];
}

/** Folders that are not sources of the bundle. */
const skipped = new Set(['node_modules', 'dist', 'dist-server', 'coverage', '.vite']);
/** Files of the app folder that are not sources of the bundle. */
const notSource = /\.test\.tsx?$|^\.|\.md$/;

/**
 * Whether any source under `dir` was modified after `builtAt`: one synchronous walk (a few hundred
 * stats, milliseconds) that stops at the first newer file. Synchronous on purpose: as a chain of
 * awaits it would queue behind the embedded database's start, which runs on the same thread.
 */
function modifiedAfter(dir: string, builtAt: number): boolean {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  for (const entry of entries) {
    if (skipped.has(entry.name) || notSource.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() ? modifiedAfter(full, builtAt) : statSync(full).mtimeMs > builtAt) {
      return true;
    }
  }
  return false;
}

function modifiedAt(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Compares the newest source of the checkout (its folder, minus `dist/`, `dist-server/` and
 * dependencies, and the workspace packages it bundles) with the build's `dist/index.html`; a
 * build without any of its pages' first-screen modules (`dist-server/`) counts as missing.
 *
 * @example
 * await checkoutBuildState({ appDir: 'apps/checkout', sharedSourceDirs: ['packages/sdk/src'] }); // 'stale'
 */
export function checkoutBuildState(location: CheckoutLocation): Promise<CheckoutBuildState> {
  if (modifiedAt(path.join(location.appDir, 'package.json')) === null) {
    return Promise.resolve('absent');
  }
  const built = modifiedAt(path.join(location.appDir, 'dist', 'index.html'));
  // The build's last steps write the pages' first-screen server modules (docs/decisions/0046-0048).
  const serverModules = ['first-screen.js', 'widget-first-screen.js', 'shop-first-screen.js'].map(
    (file) => modifiedAt(path.join(location.appDir, 'dist-server', file)),
  );
  if (built === null || serverModules.includes(null)) return Promise.resolve('missing');
  const stale = [location.appDir, ...location.sharedSourceDirs].some((dir) =>
    modifiedAfter(dir, built),
  );
  return Promise.resolve(stale ? 'stale' : 'fresh');
}
