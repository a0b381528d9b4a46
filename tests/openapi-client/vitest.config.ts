import { defineConfig } from 'vitest/config';

// The generated-client suite, run by `npm run test:openapi-client` (CI), not by `npm test`: it
// generates and compiles a client (tens of seconds), which the everyday run need not repeat.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    setupFiles: ['../../testing/fail-on-console-error.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
