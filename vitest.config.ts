import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { arabicCoreFont, generatedFontsDir } from './apps/checkout/vite/arabic-core-font.ts';

// Each workspace's tests, as one Vitest project: `npx vitest run` runs them all, a workspace's
// `npm test` runs its own (`--project`), with the same settings. Tests sit next to their code.
const workspaces = {
  contracts: 'packages/contracts/src',
  sdk: 'packages/sdk/src',
  conformance: 'packages/conformance/src',
  api: 'apps/api/src',
  checkout: 'apps/checkout/src',
  'payment-sandbox': 'apps/payment-sandbox/src',
  demo: 'apps/demo/src',
  integration: 'tests/integration',
  e2e: 'e2e',
  bench: 'bench',
  lint: 'lint',
};

/**
 * Suites that start and kill real servers (`*.resilience.test.ts`: kill -9 mid-write, …). They
 * take minutes, so `.ci/run` runs them (`npm run test:resilience`), not the everyday `npm test`.
 */
const resilienceSuites = '**/*.resilience.test.ts';
const resilienceProject: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'resilience',
    include: [`apps/*/src/${resilienceSuites}`, `scale/${resilienceSuites}`],
    testTimeout: 300_000,
    // One file at a time: the slow-provider suite times cart reads (p99 within 2x unloaded), and
    // beside the kill -9 loops and the two instances behind nginx on two cores, its p99 measured
    // their load (CI once failed at 2.16x; alone it measures 0.6x).
    fileParallelism: false,
  },
};

export default defineConfig({
  // The checkout's startup module imports the core Arabic font the build generates.
  plugins: [arabicCoreFont(generatedFontsDir)],
  test: {
    projects: [
      ...Object.entries(workspaces).map(([name, dir]): TestProjectInlineConfiguration => ({
        extends: true,
        test: {
          name,
          // The checkout's build plugins (apps/checkout/vite) are tested with it.
          include: [
            `${dir}/**/*.test.ts`,
            ...(name === 'checkout' ? ['apps/checkout/vite/**/*.test.ts'] : []),
          ],
          exclude: [resilienceSuites, '**/node_modules/**'],
          // Test files share a worker's loaded modules (Fastify, Drizzle, the PGlite template,
          // XState, zod, React) instead of importing them again per file: each builds its own
          // app, database, actors or rendered page, and mocks and stubbed globals are restored
          // after each test. The checkout's files also share the worker's jsdom page, which its
          // setup file returns to a new page's state before each file.
          // A fresh module graph per file stays for the integration tests (the SDK's browser
          // globals beside PGlite, which takes a `location` for a browser's).
          ...(name === 'integration' ? {} : { isolate: false }),
          ...(name === 'checkout'
            ? { setupFiles: ['./apps/checkout/src/testing/fresh-page-per-file.ts'] }
            : {}),
        },
      })),
      ...(process.env['RESILIENCE'] === '1' ? [resilienceProject] : []),
    ],
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
