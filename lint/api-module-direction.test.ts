import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiModuleZones } from './api-module-direction.ts';

// Lints a small copy of the API's module layout with the real zones and resolver, so a removed or
// broken rule fails here.
let dir: string;
let eslint: ESLint;

function write(relative: string, text: string) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lint-api-modules-'));
  const modules = 'apps/api/src/modules';
  write(`${modules}/carts/find-cart.ts`, 'export const findCart = 1;\n');
  write(`${modules}/orders/complete-order.ts`, 'export const completeOrder = 1;\n');
  write(`${modules}/payments/reconcile.ts`, 'export const reconcile = 1;\n');
  write(
    `${modules}/orders/uses-payments.ts`,
    "export { reconcile } from '../payments/reconcile.ts';\n",
  );
  write(`${modules}/orders/uses-carts.ts`, "export { findCart } from '../carts/find-cart.ts';\n");
  write(
    `${modules}/payments/uses-orders.ts`,
    "export { completeOrder } from '../orders/complete-order.ts';\n",
  );
  eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX },
        settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
        rules: { 'import-x/no-restricted-paths': ['error', { zones: apiModuleZones(dir) }] },
      },
    ],
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rulesFiredIn(relative: string) {
  const [result] = await eslint.lintFiles([path.join(dir, 'apps/api/src/modules', relative)]);
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('API module direction', () => {
  it('refuses payments in orders', async () => {
    expect(await rulesFiredIn('orders/uses-payments.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('lets payments use orders, and orders use carts', async () => {
    expect(await rulesFiredIn('payments/uses-orders.ts')).toEqual([]);
    expect(await rulesFiredIn('orders/uses-carts.ts')).toEqual([]);
  });
});
