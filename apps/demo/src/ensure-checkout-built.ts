import path from 'node:path';
import {
  checkoutBuildState,
  type CheckoutBuildState,
  type CheckoutLocation,
} from './checkout-build-state.ts';

/** Runs a command to completion (rejecting on a non-zero exit), e.g. with `child_process.spawn`. */
export type RunCommand = (command: string, args: readonly string[], cwd: string) => Promise<void>;

/** What the demo serves at `/`: the built app, or nothing yet (the placeholder page). */
export type CheckoutSite =
  { kind: 'built'; distDir: string; state: CheckoutBuildState } | { kind: 'absent' };

/**
 * Builds the checkout app when it exists and its build is missing or stale (`npm run build
 * --workspace apps/checkout`, from the repository root), and says what there is to serve.
 *
 * @example
 * const site = await ensureCheckoutBuilt(location, { repoRoot, run: spawnCommand, log: console.log });
 */
export async function ensureCheckoutBuilt(
  location: CheckoutLocation,
  options: { repoRoot: string; run: RunCommand; log: (line: string) => void },
): Promise<CheckoutSite> {
  const state = await checkoutBuildState(location);
  if (state === 'absent') {
    options.log(
      'The checkout app (apps/checkout) is not in this repository yet: serving the API only.',
    );
    return { kind: 'absent' };
  }
  if (state !== 'fresh') {
    options.log(
      `Building the checkout app (${state === 'missing' ? 'no build yet' : 'sources changed'})…`,
    );
    const workspace = path.relative(options.repoRoot, location.appDir) || '.';
    await options.run('npm', ['run', 'build', '--workspace', workspace], options.repoRoot);
  }
  return { kind: 'built', distDir: path.join(location.appDir, 'dist'), state };
}
