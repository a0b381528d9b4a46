import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiModuleUses, apiModuleZones } from './api-module-direction.ts';
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
  workspace('apps/payment-sandbox', '@storefront/payment-sandbox');
  write('node_modules/zod/package.json', '{"name":"zod","main":"index.js"}');
  write('node_modules/zod/index.js', 'export const z = 1;\n');
  write('apps/api/src/app.ts', 'export const app = 1;\n');
  workspace('apps/demo', '@storefront/demo');
  write('apps/api/src/uses-demo.ts', "export { value } from '@storefront/demo';\n");
  write('apps/api/src/uses-demo-by-path.ts', "export { value } from '../../demo/src/index.ts';\n");
  write('apps/demo/src/uses-api.ts', "export { value } from '@storefront/api';\n");
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
  write('apps/checkout/src/sandbox.ts', "export { value } from '@storefront/payment-sandbox';\n");
  write('apps/payment-sandbox/src/reaches-api.ts', "export { app } from '../../api/src/app.ts';\n");
  write('apps/payment-sandbox/src/fine.ts', "export { value } from '@storefront/contracts';\n");
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
  write(
    'apps/api/src/modules/carts/uses-orders.ts',
    "export { completeOrder } from '../orders/complete-order.ts';\n",
  );
  write(
    'apps/api/src/modules/carts/uses-orders.test.ts',
    "export { completeOrder } from '../orders/complete-order.ts';\n",
  );
  write('apps/api/src/modules/pricing/price-line.ts', 'export const priceLine = 1;\n');
  write('apps/api/src/modules/availability/free-slots.ts', 'export const freeSlots = 1;\n');
  write(
    'apps/api/src/modules/catalog/uses-pricing.ts',
    "export { priceLine } from '../pricing/price-line.ts';\n",
  );
  write(
    'apps/api/src/modules/availability/uses-pricing.ts',
    "export { priceLine } from '../pricing/price-line.ts';\n",
  );
  write(
    'apps/api/src/modules/pricing/uses-availability.ts',
    "export { freeSlots } from '../availability/free-slots.ts';\n",
  );

  // As in eslint.config.ts: the package zones everywhere, and the API modules' direction too in
  // the API's production code.
  const zones = packageBoundaryZones(dir);
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
        files: ['apps/api/src/**/*.ts'],
        ignores: ['**/*.test.ts', '**/testing/**'],
        rules: {
          'import-x/no-restricted-paths': ['error', { zones: [...zones, ...apiModuleZones(dir)] }],
        },
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
    expect(await rulesFiredIn('apps/checkout/src/sandbox.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('apps/checkout/src/fine.ts')).toEqual([]);
  });

  it('the payment sandbox imports nothing of the API or the apps', async () => {
    expect(await rulesFiredIn('apps/payment-sandbox/src/reaches-api.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('apps/payment-sandbox/src/fine.ts')).toEqual([]);
  });
});

describe('the API and the demo', () => {
  it('the API never imports the demo, by name or by path; the demo builds on the API', async () => {
    expect(await rulesFiredIn('apps/api/src/uses-demo.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('apps/api/src/uses-demo-by-path.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('apps/demo/src/uses-api.ts')).toEqual([]);
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

  it('carts never import orders, except in a test', async () => {
    expect(await rulesFiredIn('apps/api/src/modules/carts/uses-orders.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('apps/api/src/modules/carts/uses-orders.test.ts')).toEqual([]);
  });

  it('catalog ← availability ← pricing', async () => {
    expect(await rulesFiredIn('apps/api/src/modules/catalog/uses-pricing.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('apps/api/src/modules/availability/uses-pricing.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesFiredIn('apps/api/src/modules/pricing/uses-availability.ts')).toEqual([]);
  });

  it('places every module of the API, and only on modules that exist, without a cycle', () => {
    const folders = readdirSync(path.join(import.meta.dirname, '../apps/api/src/modules'), {
      withFileTypes: true,
    })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(apiModuleUses).sort()).toEqual(folders);
    for (const uses of Object.values(apiModuleUses)) {
      for (const used of uses) expect(folders).toContain(used);
    }
    // Depth-first: no module reaches itself through the modules it builds on.
    const reaches = (from: string, seen: Set<string>): boolean =>
      (apiModuleUses[from] ?? []).some(
        (used) => seen.has(used) || reaches(used, new Set([...seen, used])),
      );
    for (const name of folders) expect(reaches(name, new Set([name]))).toBe(false);
  });
});
