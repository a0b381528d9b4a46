import path from 'node:path';

/** The modules of the shopper's account (docs/product/account.md). */
const accountModules = ['customers', 'presets', 'customer-locations', 'packages'];

/** The modules the account sits after: they never import it (app.ts registers its routes). */
const modulesBeforeAccount = [
  'auth',
  'availability',
  'bank-accounts',
  'bank-transfer',
  'branches',
  'carts',
  'catalog',
  'coupons',
  'demo',
  'events',
  'health',
  'payments',
  'pricing',
  'providers',
  'settings',
  'tenants',
  'terms',
  'wallet-passes',
];

/**
 * The API modules' one-way dependencies as `import-x/no-restricted-paths` zones: payments may use
 * orders' pieces (completing a paid cart, holding its places), orders never import payments; a
 * piece both need goes below them, to carts (docs/decisions/0012). The account's modules may use
 * the others, never the other way round, except that order completion records bought packages.
 */
export function apiModuleZones(root: string) {
  const modules = path.join(root, 'apps/api/src/modules');
  const account = accountModules.map((name) => path.join(modules, name));
  return [
    {
      target: modulesBeforeAccount.map((name) => path.join(modules, name)),
      from: account,
      message:
        "The account's modules (customers, presets, customer-locations, packages) use the others, never the other way round.",
    },
    {
      target: path.join(modules, 'orders'),
      from: account.filter((folder) => !folder.endsWith('packages')),
      message:
        "The account's modules use orders, never the other way round (only packages' recordBoughtPackages).",
    },
    {
      target: path.join(modules, 'orders'),
      from: path.join(modules, 'packages'),
      except: ['./record-bought-packages.ts'],
      message:
        "Orders use only packages' recordBoughtPackages (a bought package is recorded with its order).",
    },
    {
      target: path.join(modules, 'orders'),
      from: path.join(modules, 'payments'),
      message:
        'Orders never import payments (payments use orders); move a shared piece down to carts.',
    },
  ];
}
