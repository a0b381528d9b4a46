#!/usr/bin/env node
// The `storefront-conformance` command. A built package runs its JavaScript (dist/); inside this
// repository, where the workspaces export their TypeScript sources, it runs them through tsx.
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli/main.js', import.meta.url);
const sources = new URL('../src/cli/main.ts', import.meta.url);
if (!existsSync(built)) {
  const { register } = await import('tsx/esm/api');
  register();
}
/** @type {unknown} */
const loaded = await import(existsSync(built) ? built.href : sources.href);
const { main } = /** @type {typeof import('../src/cli/main.ts')} */ (loaded);
process.exitCode = await main(process.argv.slice(2));
