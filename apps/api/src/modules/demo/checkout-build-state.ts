import { readdir, stat } from 'node:fs/promises';
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
const skipped = new Set(['node_modules', 'dist', 'coverage', '.vite']);
/** Files of the app folder that are not sources of the bundle. */
const notSource = /\.test\.tsx?$|^\.|\.md$/;

async function newestModification(dir: string): Promise<number> {
  let newest = 0;
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return newest;
  }
  for (const entry of entries) {
    if (skipped.has(entry.name) || notSource.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? await newestModification(full) : (await stat(full)).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

async function modifiedAt(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Compares the newest source of the checkout (its folder, minus `dist/` and dependencies, and
 * the workspace packages it bundles) with the build's `dist/index.html`.
 *
 * @example
 * await checkoutBuildState({ appDir: 'apps/checkout', sharedSourceDirs: ['packages/sdk/src'] }); // 'stale'
 */
export async function checkoutBuildState(location: CheckoutLocation): Promise<CheckoutBuildState> {
  if ((await modifiedAt(path.join(location.appDir, 'package.json'))) === null) return 'absent';
  const built = await modifiedAt(path.join(location.appDir, 'dist', 'index.html'));
  if (built === null) return 'missing';
  for (const dir of [location.appDir, ...location.sharedSourceDirs]) {
    if ((await newestModification(dir)) > built) return 'stale';
  }
  return 'fresh';
}
