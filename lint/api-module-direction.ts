import path from 'node:path';

/**
 * The modules each API module builds on (docs/decisions/0017-api-module-direction.md). A module
 * imports only these, never one that builds on it, so dependencies run one way: carts ← bank
 * transfer ← orders ← payments (carts ← packages ← orders), catalog ← availability ← pricing,
 * tenants ← settings; the account (customers, presets, customer-locations) after them. Tenants
 * and auth are at the bottom: their request hooks (`tenantOf`, `requireCustomer`) serve every
 * module of the tenant scope (docs/decisions/0031-api-layers.md). Every
 * folder of `apps/api/src/modules` is listed (a test checks), so a new module takes its place.
 */
export const apiModuleUses: Readonly<Record<string, readonly string[]>> = {
  tenants: [],
  settings: ['tenants'],
  auth: ['tenants'],
  events: ['auth', 'tenants'],
  terms: ['tenants'],
  health: [],
  // The sites allowed to embed a tenant's pages: its own, else the configuration's
  // (docs/product/embedding.md).
  embed: ['tenants'],
  'bank-accounts': ['tenants'],
  catalog: ['tenants'],
  branches: ['tenants'],
  availability: ['catalog', 'tenants'],
  pricing: ['availability', 'catalog', 'tenants'],
  providers: ['catalog', 'tenants'],
  coupons: [],
  carts: ['auth', 'availability', 'catalog', 'coupons', 'events', 'pricing', 'tenants'],
  'bank-transfer': ['bank-accounts', 'carts'],
  'wallet-passes': ['auth', 'carts', 'tenants'],
  // Completing an order records the packages and subscriptions it bought (packages'
  // recordBoughtPackages, recordBoughtSubscriptions); a subscription's dates are the tenant's days.
  packages: ['auth', 'availability', 'carts', 'tenants'],
  // Tax invoices and credit notes (docs/product/invoices.md): an order issues its invoice inside
  // its own transaction, so invoices sit below orders and read the order rows they need directly.
  invoices: ['auth', 'tenants'],
  orders: ['auth', 'bank-transfer', 'carts', 'coupons', 'invoices', 'packages', 'tenants'],
  payments: ['bank-transfer', 'carts', 'coupons', 'orders', 'settings', 'tenants'],
  // The shopper's account (docs/product/account.md) builds on the modules above.
  customers: ['auth', 'orders', 'tenants'],
  presets: ['auth', 'customers', 'tenants'],
  'customer-locations': ['auth', 'availability', 'customers', 'tenants'],
  // The checkout's pages as production serves them (first screen, caching): it asks the settings
  // through the app's own routes, so it imports no module.
  'checkout-site': [],
};

/**
 * `apiModuleUses` as `import-x/no-restricted-paths` zones: each module may not import a listed
 * module outside its list. Applied to production code; a test may set up with a module above.
 */
export function apiModuleZones(root: string) {
  const modules = path.join(root, 'apps/api/src/modules');
  const names = Object.keys(apiModuleUses);
  return names
    .map((name) => ({
      name,
      above: names.filter((other) => other !== name && !apiModuleUses[name]?.includes(other)),
    }))
    .filter(({ above }) => above.length > 0)
    .map(({ name, above }) => ({
      target: path.join(modules, name),
      from: above.map((other) => path.join(modules, other)),
      message: `The ${name} module builds only on ${
        apiModuleUses[name]?.join(', ') || 'no other module'
      } (lint/api-module-direction.ts): move a piece both need down to a module below both.`,
    }));
}
