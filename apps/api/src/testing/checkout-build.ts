import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A checkout build written to a temporary folder, and how to remove it. */
export interface CheckoutBuild {
  /** The folder that holds `dist/` and, when asked for, `dist-server/`. */
  buildDir: string;
  /** What the site routes serve (`site: { kind: 'built', distDir }`). */
  distDir: string;
  remove: () => Promise<void>;
}

/** Files by their path inside their folder (`assets/app.js`), with their contents. */
export type BuildFiles = Record<string, string | Uint8Array>;

/**
 * Writes a checkout build as `npm run build -w apps/checkout` lays it out: the pages and assets in
 * `dist/`, and the server renderers with their templates in `dist-server/` when `server` is given
 * (apps/api/src/modules/checkout-site/checkout-site-routes.ts reads both).
 *
 * @example
 * const build = await writeCheckoutBuild({ dist: { 'index.html': '<!doctype html>' } });
 * await build.remove();
 */
export async function writeCheckoutBuild({
  dist,
  server,
}: {
  dist: BuildFiles;
  server?: BuildFiles;
}): Promise<CheckoutBuild> {
  const buildDir = await mkdtemp(path.join(os.tmpdir(), 'checkout-build-'));
  const distDir = path.join(buildDir, 'dist');
  const write = async (folder: string, files: BuildFiles) => {
    for (const [name, contents] of Object.entries(files)) {
      const file = path.join(folder, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, contents);
    }
  };
  await mkdir(distDir);
  await write(distDir, dist);
  if (server) await write(path.join(buildDir, 'dist-server'), server);
  return { buildDir, distDir, remove: () => rm(buildDir, { recursive: true, force: true }) };
}
