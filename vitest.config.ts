import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Each workspace's tests, as one Vitest project: `npx vitest run` runs them all, a workspace's
// `npm test` runs its own (`--project`), with the same settings. Tests sit next to their code.
const workspaces = {
  contracts: 'packages/contracts/src',
  sdk: 'packages/sdk/src',
  api: 'apps/api/src',
  checkout: 'apps/checkout/src',
  'payment-sandbox': 'apps/payment-sandbox/src',
  integration: 'tests/integration',
  e2e: 'e2e',
  bench: 'bench',
  lint: 'lint',
};

export default defineConfig({
  test: {
    projects: Object.entries(workspaces).map(([name, dir]) => ({
      extends: true,
      test: {
        name,
        include: [`${dir}/**/*.test.ts`],
        // API test files share a worker's loaded modules (Fastify, Drizzle, the PGlite template)
        // instead of importing them again per file; each builds its own app and database.
        ...(name === 'api' ? { isolate: false } : {}),
      },
    })),
    // Vitest's default (cores - 1) is a single worker on our two-core machines, so files ran one
    // at a time; the main process only transforms and reports, so one worker per core.
    maxWorkers: Math.max(2, os.availableParallelism()),
    setupFiles: ['./testing/fail-on-console-error.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 20_000,
    // Building a test app starts PGlite (WebAssembly) and migrates it: seconds on a busy machine.
    hookTimeout: 30_000,
    reporters: ['default', './testing/plain-summary-reporter.ts'],
  },
});
