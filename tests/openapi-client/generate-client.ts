import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createClient } from '@hey-api/openapi-ts';

/**
 * Generates a fetch client from an OpenAPI document (`input`: a URL such as a running API's
 * `/swagger.json`, or a file) into `outDir` with @hey-api/openapi-ts, as a team adopting the API
 * would: one function per operation, named by its operationId, and a type per component.
 *
 * @example
 * await generateClient(`${baseUrl}/swagger.json`, outDir);
 */
export async function generateClient(input: string, outDir: string): Promise<void> {
  await createClient({
    input,
    output: { path: outDir },
    plugins: ['@hey-api/client-fetch'],
    logs: { level: 'silent' },
  });
}

/**
 * Compiles the generated client with strict TypeScript (the repository's own settings: strict,
 * unchecked index access, no skipped library checks, no unused locals) and answers tsc's
 * diagnostics: empty when the client compiles. Not `exactOptionalPropertyTypes`, which the
 * repository leaves off too and the generator's own fetch runtime does not meet.
 *
 * @example
 * expect(compileStrict(outDir)).toBe('');
 */
export async function compileStrict(outDir: string): Promise<string> {
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      strict: true,
      noUncheckedIndexedAccess: true,
      noImplicitOverride: true,
      noUnusedLocals: true,
      isolatedModules: true,
      skipLibCheck: false,
      noEmit: true,
      types: [],
    },
    include: ['**/*.ts'],
  };
  await writeFile(path.join(outDir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  // The repository's TypeScript, through Node: no shell, no PATH lookup.
  const tsc = path.resolve(import.meta.dirname, '../../node_modules/typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', outDir, '--pretty', 'false'], {
    encoding: 'utf8',
  });
  if (run.error) throw run.error;
  return `${run.stdout}${run.stderr}`.trim();
}
