import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunCommand } from './ensure-checkout-built.ts';

/**
 * The commands `npm start` runs (the checkout's build), each in a process group of its own, so a
 * stop signal reaches all of it: `npm run build` runs its script under `sh -c`, which passes no
 * signal on to vite.
 */
export class ChildProcesses {
  readonly #running = new Set<ChildProcess>();

  /** Starts `command` as the leader of a new process group and tracks it until it exits. */
  spawn(command: string, args: readonly string[], cwd: string, stdio: 'inherit' | 'pipe') {
    const child = spawn(command, args, { cwd, stdio: ['ignore', stdio, stdio], detached: true });
    this.#running.add(child);
    child.once('exit', () => this.#running.delete(child));
    child.once('error', () => this.#running.delete(child));
    return child;
  }

  /** Sends `signal` to every running command's whole process group. */
  signalAll(signal: NodeJS.Signals): void {
    for (const child of this.#running) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
  }

  /** How many commands are running. */
  get size(): number {
    return this.#running.size;
  }
}

/**
 * Runs commands to completion, rejecting on a non-zero exit. With `logFile`, their output goes to
 * that file (replaced per command), and a failure's message carries the whole of it; without, to
 * the terminal (`npm start -- --verbose`).
 *
 * @example
 * const run = commandRunner(new ChildProcesses(), '.data/logs/checkout-build.log');
 * await run('npm', ['run', 'build', '--workspace', 'apps/checkout'], repoRoot);
 */
export function commandRunner(children: ChildProcesses, logFile: string | null): RunCommand {
  return async (command, args, cwd) => {
    const line = `${command} ${args.join(' ')}`;
    let log: ReturnType<typeof createWriteStream> | null = null;
    if (logFile) {
      await mkdir(path.dirname(logFile), { recursive: true });
      log = createWriteStream(logFile);
    }
    const child = children.spawn(command, args, cwd, log ? 'pipe' : 'inherit');
    if (log) {
      child.stdout?.pipe(log, { end: false });
      child.stderr?.pipe(log, { end: false });
    }
    const outcome = await new Promise<{ code: number | null; signal: string | null }>(
      (resolve, reject) => {
        child.once('error', reject);
        child.once('close', (code, signal) => resolve({ code, signal }));
      },
    );
    if (log) await new Promise<void>((closed) => log.end(closed));
    if (outcome.code === 0) return;
    const how = outcome.signal ?? `exit ${outcome.code}`;
    if (!logFile) throw new Error(`${line} failed (${how})`);
    const output = await readFile(logFile, 'utf8').catch(() => '');
    throw new Error(`${line} failed (${how}); its output (${logFile}):\n${output}`);
  };
}
