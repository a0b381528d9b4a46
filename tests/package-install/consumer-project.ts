import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ReadmeExample } from './readme-examples.ts';
import { runCommand, type CommandOutput } from './run-command.ts';

/** A team's own project, in a fresh folder outside the workspace. */
export interface ConsumerProject {
  dir: string;
  /** `npm install` of the given specs (tarball paths, `name@version`), as the README says. */
  install(specs: readonly string[]): Promise<CommandOutput>;
  /** `tsc` of every example with the project's own TypeScript, as its tsconfig says. */
  compile(): Promise<CommandOutput>;
  /** Runs a compiled example with Node: this one's, or the binary given. */
  run(example: ReadmeExample, env: Record<string, string>, node?: string): Promise<CommandOutput>;
  remove(): Promise<void>;
}

/**
 * Stricter than the README asks, over its tsconfig: every declaration file is checked too
 * (`skipLibCheck: false`), and indexed access and type-only imports are strict. Not
 * `exactOptionalPropertyTypes`: xstate's own declarations fail under it (TS2344 in its
 * setup.d.ts), whoever imports them.
 */
const stricter = {
  skipLibCheck: false,
  noUncheckedIndexedAccess: true,
  verbatimModuleSyntax: true,
};

/**
 * Creates the project in os.tmpdir() with the examples as its sources (src/) and the README's
 * tsconfig: a package.json of its own (`"type": "module"`), so nothing of the repository's is
 * found from there.
 *
 * @example
 * const project = await createConsumerProject(examples, readmeTsconfig(readme));
 * await project.install([contractsTarball, sdkTarball, 'typescript@6.0.3', '@types/node@24']);
 * await project.compile();
 */
export async function createConsumerProject(
  examples: readonly ReadmeExample[],
  tsconfig: { compilerOptions: Record<string, unknown> },
): Promise<ConsumerProject> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storefront-consumer-'));
  await writeFile(
    path.join(dir, 'package.json'),
    `${JSON.stringify({ name: 'storefront-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  await writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ ...tsconfig, compilerOptions: { ...tsconfig.compilerOptions, ...stricter } }),
  );
  await mkdir(path.join(dir, 'src'));
  for (const example of examples) {
    await writeFile(path.join(dir, 'src', example.file), `${example.code}\n`);
  }
  return {
    dir,
    install: (specs) =>
      runCommand(
        'npm',
        ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', ...specs],
        { cwd: dir },
      ),
    compile: () =>
      runCommand(process.execPath, [path.join(dir, 'node_modules/typescript/bin/tsc'), '-p', dir], {
        cwd: dir,
      }),
    run: (example, env, node = process.execPath) =>
      runCommand(node, [path.join('build', example.file.replace(/\.ts$/, '.js'))], {
        cwd: dir,
        env,
        timeoutMs: 60_000,
      }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
