import { spawn } from 'node:child_process';
import type { RunCommand } from './ensure-checkout-built.ts';

/**
 * Runs a command with the terminal's output (so a build's progress shows), rejecting on a
 * non-zero exit.
 *
 * @example
 * await spawnCommand('npm', ['run', 'build', '--workspace', 'apps/checkout'], repoRoot);
 */
export const spawnCommand: RunCommand = (command, args, cwd) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
