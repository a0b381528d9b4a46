import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '../..');

// Its own run (`npm run test:packages`), not a project of the root config: it packs, installs
// from the npm registry's cache and compiles a whole project, a minute or two, so `.ci/run` runs
// it once beside `npm test` rather than in every everyday `npx vitest run`.
export default defineConfig({
  root,
  test: {
    name: 'package-install',
    include: ['tests/package-install/**/*.test.ts'],
    globalSetup: ['tests/package-install/global-setup.ts'],
    setupFiles: ['testing/fail-on-console-error.ts'],
    reporters: ['default', './testing/plain-summary-reporter.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    hookTimeout: 240_000,
  },
});
