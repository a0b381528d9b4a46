import path from 'node:path';
import { CommandError, runCommand } from './run-command.ts';

const root = path.resolve(import.meta.dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/**
 * What publint and Are the Types Wrong? report about a packed tarball: an empty list when both
 * report nothing. publint runs `--strict` and must say "All good!" (its suggestions, such as
 * test files in the package, count too). attw runs with `--profile esm-only`: the packages are
 * ESM only, so a CommonJS `require` resolving to ESM is expected, not a problem; every other
 * resolution (node16 from ESM, bundler) must be clean.
 *
 * @example
 * expect(await packageProblems('.packs/storefront-sdk-0.1.0.tgz')).toEqual([]);
 */
export async function packageProblems(tarball: string): Promise<string[]> {
  const problems: string[] = [];
  const publint = await reported(bin('publint'), ['run', '--strict', tarball]);
  if (!publint.ok || !publint.text.includes('All good!')) problems.push(`publint: ${publint.text}`);
  const attw = await reported(bin('attw'), ['--profile', 'esm-only', '--no-color', tarball]);
  if (!attw.ok) problems.push(`attw: ${attw.text}`);
  return problems;
}

/** A linter's output, and whether it exited 0. */
async function reported(command: string, args: string[]): Promise<{ ok: boolean; text: string }> {
  try {
    const { stdout, stderr } = await runCommand(command, args, { cwd: root });
    return { ok: true, text: `${stdout}${stderr}` };
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    return { ok: false, text: `${error.output.stdout}${error.output.stderr}` };
  }
}
