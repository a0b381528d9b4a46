import { execFile } from 'node:child_process';

/** What a finished command printed. */
export interface CommandOutput {
  stdout: string;
  stderr: string;
}

/** A command that exited with a failure, with what it printed. */
export class CommandError extends Error {
  constructor(
    message: string,
    readonly output: CommandOutput & { exitCode: number | null },
  ) {
    super(message);
    this.name = 'CommandError';
  }
}

/**
 * Runs a command to its end without blocking the event loop (the reference API the examples call
 * answers from this same process), and rejects with everything it printed when it fails.
 * The environment is the caller's less what `npm run` adds for its script (npm_config_*,
 * npm_package_*), which a nested npm would take as its own settings.
 *
 * @example
 * const { stdout } = await runCommand('npm', ['ls', '--all'], { cwd: project });
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<CommandOutput> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)),
  );
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        cwd: options.cwd,
        env: { ...inherited, ...options.env },
        timeout: options.timeoutMs ?? 180_000,
        maxBuffer: 16 * 1024 * 1024,
        encoding: 'utf8',
      },
      (error, stdout, stderr) => {
        if (!error) {
          resolve({ stdout, stderr });
          return;
        }
        const exitCode = typeof error.code === 'number' ? error.code : null;
        reject(
          new CommandError(
            `${command} ${args.join(' ')} failed (${exitCode ?? error.signal ?? error.code}) in ${options.cwd}:\n${stdout}\n${stderr}`,
            { stdout, stderr, exitCode },
          ),
        );
      },
    );
  });
}
