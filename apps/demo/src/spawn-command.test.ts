import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChildProcesses, commandRunner } from './spawn-command.ts';

/**
 * Whether a process of this pid runs: it exists and is not a zombie (an orphan killed here may
 * wait for a machine's init to reap it; Linux's /proc says which).
 */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

describe('commandRunner', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'demo-runner-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes a command’s output to the log file, not the terminal', async () => {
    const logFile = path.join(dir, 'logs', 'build.log');
    const run = commandRunner(new ChildProcesses(), logFile);
    await run('sh', ['-c', 'echo listing; echo warning >&2'], dir);
    expect((await readFile(logFile, 'utf8')).split('\n').sort()).toEqual([
      '',
      'listing',
      'warning',
    ]);
  });

  it('fails with the whole log when the command fails', async () => {
    const logFile = path.join(dir, 'build.log');
    const run = commandRunner(new ChildProcesses(), logFile);
    await expect(run('sh', ['-c', 'echo first; echo broken >&2; exit 3'], dir)).rejects.toThrow(
      /sh -c .* failed \(exit 3\); its output \(.*build\.log\):\nfirst\nbroken/,
    );
  });

  it('stops the command’s whole process group on a signal, grandchildren included', async () => {
    const logFile = path.join(dir, 'build.log');
    const children = new ChildProcesses();
    const run = commandRunner(children, logFile);
    // As `npm run build` runs its script: a shell that passes no signal on to what it started.
    const build = run('sh', ['-c', 'sleep 60 & echo $!; wait'], dir);
    const grandchild = await vi.waitFor(
      async () => {
        const pid = Number((await readFile(logFile, 'utf8')).trim());
        if (!pid) throw new Error('not started yet');
        return pid;
      },
      { timeout: 10_000 },
    );
    expect(children.size).toBe(1);
    expect(running(grandchild)).toBe(true);

    children.signalAll('SIGTERM');

    await expect(build).rejects.toThrow(/failed \(SIGTERM\)/);
    await vi.waitFor(() => expect(running(grandchild)).toBe(false));
    expect(children.size).toBe(0);
  });
});
