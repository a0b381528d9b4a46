import { access, mkdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { runCommand } from './run-command.ts';

/**
 * The Node.js binary of the oldest version a package's `engines.node` range admits, so the range
 * is a tested claim rather than a guess. The npm registry ships Node as the `node` package (as
 * scripts/use-lts-node.sh uses it); each version is fetched once into the same cache
 * (`STOREFRONT_NODE_CACHE`, else ~/.cache/storefront-node/).
 *
 * @example
 * await oldestNode('>=22.12'); // '/root/.cache/storefront-node/22.12.0/node_modules/.bin/node'
 */
export async function oldestNode(range: string): Promise<{ version: string; binary: string }> {
  const version = semver.minVersion(range)?.version;
  if (!version) throw new Error(`No Node version satisfies engines.node "${range}"`);
  const cache =
    process.env['STOREFRONT_NODE_CACHE'] ?? path.join(homedir(), '.cache/storefront-node');
  const prefix = path.join(cache, version);
  const binary = path.join(prefix, 'node_modules/.bin/node');
  const present = await access(binary).then(
    () => true,
    () => false,
  );
  if (!present) {
    await mkdir(prefix, { recursive: true });
    await runCommand(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        `node@${version}`,
      ],
      { cwd: prefix },
    );
  }
  const { stdout } = await runCommand(binary, ['--version'], { cwd: prefix });
  if (stdout.trim() !== `v${version}`)
    throw new Error(`${binary} is ${stdout.trim()}, not v${version}`);
  return { version, binary };
}
