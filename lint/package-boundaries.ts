import path from 'node:path';

/**
 * The package rules of ARCHITECTURE.md as `import-x/no-restricted-paths` zones. Zones compare
 * resolved files, so a relative path and a workspace package name (`@storefront/...`, resolved
 * through its `exports` to its folder) are caught alike.
 */
export function packageBoundaryZones(root: string) {
  const at = (relative: string) => path.join(root, relative);
  return [
    {
      target: at('packages/sdk'),
      from: at('apps'),
      message: 'The SDK never imports an app; tests that need the API belong in tests/integration.',
    },
    {
      target: at('packages/contracts'),
      from: root,
      // Third-party packages only (hoisted to the root node_modules or kept in the package's own).
      except: ['./packages/contracts', './node_modules'],
      message: 'Contracts import nothing of ours: they are the bottom of every workspace.',
    },
    {
      target: at('apps/checkout'),
      from: [
        'apps/api',
        'apps/demo',
        'apps/payment-sandbox',
        'scripts',
        'bench',
        'e2e',
        'tests',
        'testing',
      ].map(at),
      message: 'Browser code never imports server or Node-only code of ours.',
    },
    {
      target: at('apps/payment-sandbox'),
      from: ['apps/api', 'apps/checkout', 'apps/demo', 'packages/sdk'].map(at),
      message:
        'The payment sandbox stands in for other companies’ services: it imports nothing of the API or the apps.',
    },
    {
      target: at('apps/api'),
      from: at('apps/demo'),
      message:
        'The API is the product: it never imports the demo (npm start), which builds on the API.',
    },
  ];
}
