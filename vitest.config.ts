import { defineConfig } from 'vitest/config';

// One runner for every workspace; each package's tests sit next to its code.
export default defineConfig({
  test: {
    include: [
      '{packages,apps}/*/src/**/*.test.ts',
      'lint/**/*.test.ts',
      'bench/**/*.test.ts',
      'e2e/**/*.test.ts',
      'tests/*/**/*.test.ts',
    ],
    setupFiles: ['./testing/fail-on-console-error.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 20_000,
    // Building a test app starts PGlite (WebAssembly) and migrates it: seconds on a busy machine.
    hookTimeout: 30_000,
    reporters: ['default', './testing/plain-summary-reporter.ts'],
  },
});
