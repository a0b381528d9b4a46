// Type-checks every workspace's tsconfig in turn. Packages import each other's sources, so a
// plain `tsc -p` per project is enough (no build mode or emitted declarations needed).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const projects = [
  'tsconfig.json',
  ...require('../package.json').workspaces.map((w) => `${w}/tsconfig.json`),
];
let failed = false;
for (const project of projects.filter((p) => existsSync(p))) {
  try {
    execFileSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
    console.log(`typecheck ok: ${project}`);
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
