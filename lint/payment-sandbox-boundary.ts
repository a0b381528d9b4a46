import type { Linter } from 'eslint';

/**
 * The payment sandbox stands in for the providers in the demo and the tests only: no production
 * module of the API imports it (docs/adding-a-payment-provider.md). The demo launcher, the tests
 * and the sandbox itself may.
 */
export const paymentSandboxBoundary: Linter.Config = {
  files: ['apps/api/src/**/*.ts'],
  ignores: [
    'apps/api/src/payment-sandbox/**',
    'apps/api/src/modules/demo/**',
    '**/*.test.ts',
    '**/testing/**',
  ],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/payment-sandbox/**'],
            message:
              'Production code never imports the payment sandbox; the demo launcher passes its settings.',
          },
        ],
      },
    ],
  },
};
