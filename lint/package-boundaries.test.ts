import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiModuleZones } from './api-module-direction.ts';
import { checkoutRules } from './checkout-rules.ts';
import { packageBoundaryZones } from './package-boundaries.ts';

// Lints a small copy of the repo's layout with the real zones and the real resolver, so a
// removed or broken package rule fails here. Workspace packages are linked into node_modules as
// npm links them, so imports by package name are checked too.
let dir: string;
let eslint: ESLint;

function write(relative: string, text: string) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

function workspace(folder: string, name: string) {
  write(`${folder}/package.json`, JSON.stringify({ name, exports: { '.': './src/index.ts' } }));
  write(`${folder}/src/index.ts`, 'export const value = 1;\n');
  mkdirSync(path.join(dir, 'node_modules/@storefront'), { recursive: true });
  symlinkSync(path.join(dir, folder), path.join(dir, 'node_modules', name));
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lint-packages-'));
  workspace('packages/contracts', '@storefront/contracts');
  workspace('packages/sdk', '@storefront/sdk');
  workspace('apps/api', '@storefront/api');
  write('node_modules/zod/package.json', '{"name":"zod","main":"index.js"}');
  write('node_modules/zod/index.js', 'export const z = 1;\n');
  write('apps/api/src/app.ts', 'export const app = 1;\n');
  write('testing/free-port.ts', 'export const freePort = 1;\n');

  write('packages/sdk/src/reaches-api.ts', "export { app } from '../../../apps/api/src/app.ts';\n");
  write('packages/sdk/src/api-by-name.ts', "export { value } from '@storefront/api';\n");
  write('packages/sdk/src/fine.ts', "export { value } from '@storefront/contracts';\n");
  write('packages/contracts/src/sdk-by-name.ts', "export { value } from '@storefront/sdk';\n");
  write(
    'packages/contracts/src/relative.ts',
    "export { app } from '../../../apps/api/src/app.ts';\n",
  );
  write(
    'packages/contracts/src/fine.ts',
    "export { z } from 'zod';\nexport { value } from './index.ts';\n",
  );
  write('apps/checkout/src/server.ts', "export { app } from '../../api/src/app.ts';\n");
  write(
    'apps/checkout/src/node-only.ts',
    "export { freePort } from '../../../testing/free-port.ts';\n",
  );
  write('apps/checkout/src/fine.ts', "export { value } from '@storefront/sdk';\n");
  write('apps/api/src/modules/carts/find-cart.ts', 'export const findCart = 1;\n');
  write('apps/api/src/modules/orders/complete-order.ts', 'export const completeOrder = 1;\n');
  write('apps/api/src/modules/payments/reconcile.ts', 'export const reconcile = 1;\n');
  write(
    'apps/api/src/modules/orders/uses-payments.ts',
    "export { reconcile } from '../payments/reconcile.ts';\n",
  );
  write(
    'apps/api/src/modules/orders/uses-carts.ts',
    "export { findCart } from '../carts/find-cart.ts';\n",
  );
  write(
    'apps/api/src/modules/payments/uses-orders.ts',
    "export { completeOrder } from '../orders/complete-order.ts';\n",
  );

  write('apps/api/src/modules/customers/to-customer.ts', 'export const toCustomer = 1;\n');
  write('apps/api/src/modules/packages/record-bought-packages.ts', 'export const record = 1;\n');
  write('apps/api/src/modules/packages/list-packages.ts', 'export const list = 1;\n');
  write(
    'apps/api/src/modules/carts/uses-customers.ts',
    "export { toCustomer } from '../customers/to-customer.ts';\n",
  );
  write(
    'apps/api/src/modules/orders/records-packages.ts',
    "export { record } from '../packages/record-bought-packages.ts';\n",
  );
  write(
    'apps/api/src/modules/orders/lists-packages.ts',
    "export { list } from '../packages/list-packages.ts';\n",
  );
  write(
    'apps/api/src/modules/customers/uses-orders.ts',
    "export { completeOrder } from '../orders/complete-order.ts';\n",
  );

  // As in eslint.config.ts: the package zones and the API modules' direction together.
  const zones = [...packageBoundaryZones(dir), ...apiModuleZones(dir)];
  eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX },
        settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
        rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
      },
      {
        // As in eslint.config.ts: the app's rule setting carries the package zones too.
        files: ['apps/checkout/**/*.ts'],
        rules: checkoutRules(path.join(dir, 'apps/checkout/src/features'), zones),
      },
    ],
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rulesFiredIn(relative: string) {
  const [result] = await eslint.lintFiles([path.join(dir, relative)]);
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('package rules', () => {
  it('the SDK never imports an app, by path or by package name', async () => {
    expect(await rulesFiredIn('packages/sdk/src/reaches-api.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('packages/sdk/src/api-by-name.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('packages/sdk/src/fine.ts')).toEqual([]);
  });

  it('contracts import nothing of ours, only third-party packages and themselves', async () => {
    expect(await rulesFiredIn('packages/contracts/src/sdk-by-name.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('packages/contracts/src/relative.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('packages/contracts/src/fine.ts')).toEqual([]);
  });

  it('the checkout never imports server or Node-only code of ours', async () => {
    expect(await rulesFiredIn('apps/checkout/src/server.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('apps/checkout/src/node-only.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('apps/checkout/src/fine.ts')).toEqual([]);
  });
});

describe('API module direction', () => {
  it('orders never import payments; payments may use orders, and orders carts', async () => {
    expect(await rulesFiredIn('apps/api/src/modules/orders/uses-payments.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('apps/api/src/modules/payments/uses-orders.ts')).toEqual([]);
    expect(await rulesFiredIn('apps/api/src/modules/orders/uses-carts.ts')).toEqual([]);
  });

  it("the account's modules use the others, never the other way round", async () => {
    expect(await rulesFiredIn('apps/api/src/modules/carts/uses-customers.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('apps/api/src/modules/orders/lists-packages.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('apps/api/src/modules/orders/records-packages.ts')).toEqual([]);
    expect(await rulesFiredIn('apps/api/src/modules/customers/uses-orders.ts')).toEqual([]);
  });
});
