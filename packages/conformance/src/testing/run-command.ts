import type { CliOutput } from '../cli/main.ts';

/** What one run of the command printed and exited with. */
export interface CommandRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the command's `main` with `argv`, collecting what it prints.
 *
 * @example
 * const { code, stdout } = await runCommand(main, ['--base-url', url, '--tenant', 'demo']);
 */
export async function runCommand(
  main: (argv: readonly string[], output: CliOutput) => Promise<number>,
  argv: readonly string[],
): Promise<CommandRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}
