import type { Linter } from 'eslint';

/**
 * The payment sandbox (its own workspace, `@storefront/payment-sandbox`) stands in for the
 * providers in the demo and the tests only: no production module of the API imports it
 * (docs/adding-a-payment-provider.md). The demo (`apps/demo`, its own workspace) and the tests may.
 */
export const paymentSandboxBoundary: Linter.Config = {
  files: ['apps/api/src/**/*.ts'],
  ignores: ['**/*.test.ts', '**/testing/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@storefront/payment-sandbox',
              '@storefront/payment-sandbox/*',
              '**/payment-sandbox/**',
            ],
            message:
              'Production code never imports the payment sandbox; the demo launcher passes its settings.',
          },
        ],
      },
    ],
  },
};
