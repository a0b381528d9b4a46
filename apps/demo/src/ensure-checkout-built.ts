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
 * const site = await ensureCheckoutBuilt(location, { repoRoot, run, log: console.log, now: () => performance.now(), buildLog: null });
 */
export async function ensureCheckoutBuilt(
  location: CheckoutLocation,
  options: {
    repoRoot: string;
    run: RunCommand;
    log: (line: string) => void;
    /** Milliseconds on a monotonic clock, to time the build. */
    now: () => number;
    /** Where the build's output goes, named in its one line; null: the terminal shows it. */
    buildLog: string | null;
  },
): Promise<CheckoutSite> {
  const state = await checkoutBuildState(location);
  if (state === 'absent') {
    options.log(
      'The checkout app (apps/checkout) is not in this repository yet: serving the API only.',
    );
    return { kind: 'absent' };
  }
  if (state !== 'fresh') {
    // One line, once built: the build's own listing (hundreds of lines) goes to its log file.
    const startedAt = options.now();
    const workspace = path.relative(options.repoRoot, location.appDir) || '.';
    await options.run('npm', ['run', 'build', '--workspace', workspace], options.repoRoot);
    const seconds = ((options.now() - startedAt) / 1000).toFixed(1);
    const why = state === 'missing' ? 'no build yet' : 'sources changed';
    const where = options.buildLog ? `; its output: ${options.buildLog}` : '';
    options.log(`Built the checkout app in ${seconds} s (${why}${where})`);
  }
  return { kind: 'built', distDir: path.join(location.appDir, 'dist'), state };
}
