import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLayerZones, apiLayers } from './api-layers.ts';

// Lints a small copy of the API's layout with the real zones and the real resolver, so a removed
// or broken layer rule fails here.
let dir: string;
let eslint: ESLint;

function write(relative: string, text: string) {
  const file = path.join(dir, 'apps/api/src', relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A file at `from` importing `target` (both relative to apps/api/src). */
function importing(from: string, target: string) {
  let specifier = path.relative(path.dirname(from), target);
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  write(from, `export * from '${specifier}';\n`);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lint-api-layers-'));
  for (const file of [
    'platform/clock.ts',
    'db/database.ts',
    'errors/api-error.ts',
    'http/error-responses.ts',
    'payment-providers/provider-registry.ts',
    'plugins/errors.ts',
    'modules/tenants/tenant-plugin.ts',
    'db/seed/index.ts',
    'app/create-app-deps.ts',
    'app.ts',
    'testing/build-test-app.ts',
  ]) {
    write(file, `export const ${path.basename(file, '.ts').replaceAll('-', '_')} = 1;\n`);
  }
  importing('platform/uses-db.ts', 'db/database.ts');
  importing('platform/uses-platform.ts', 'platform/clock.ts');
  importing('db/uses-errors.ts', 'errors/api-error.ts');
  importing('db/uses-platform.ts', 'platform/clock.ts');
  importing('errors/uses-plugins.ts', 'plugins/errors.ts');
  importing('errors/uses-platform.ts', 'platform/clock.ts');
  importing('http/uses-errors.ts', 'errors/api-error.ts');
  importing('payment-providers/uses-plugins.ts', 'plugins/errors.ts');
  importing('payment-providers/uses-platform.ts', 'platform/clock.ts');
  importing('plugins/uses-module.ts', 'modules/tenants/tenant-plugin.ts');
  importing('plugins/uses-payment-providers.ts', 'payment-providers/provider-registry.ts');
  importing('plugins/uses-errors.ts', 'errors/api-error.ts');
  importing('plugins/uses-module.test.ts', 'modules/tenants/tenant-plugin.ts');
  importing('modules/carts/uses-app-deps.ts', 'app/create-app-deps.ts');
  importing('modules/carts/uses-app.ts', 'app.ts');
  importing('modules/carts/uses-testing.ts', 'testing/build-test-app.ts');
  importing('modules/carts/uses-plugins.ts', 'plugins/errors.ts');
  importing('app/uses-seed.ts', 'db/seed/index.ts');
  importing('db/uses-seed.ts', 'db/seed/index.ts');
  importing('db/seed/uses-platform.ts', 'platform/clock.ts');
  importing('testing/uses-seed.ts', 'db/seed/index.ts');
  importing('server.ts', 'app/create-app-deps.ts');
  importing('testing/uses-app.ts', 'app.ts');

  // As in eslint.config.ts: the layer zones in the API's production code.
  eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX },
        settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
      },
      {
        files: ['apps/api/src/**/*.ts'],
        ignores: ['**/*.test.ts', '**/testing/**'],
        rules: { 'import-x/no-restricted-paths': ['error', { zones: apiLayerZones(dir) }] },
      },
    ],
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function rulesFiredIn(relative: string) {
  const [result] = await eslint.lintFiles([path.join(dir, 'apps/api/src', relative)]);
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const fired = ['import-x/no-restricted-paths'];

describe('API layers', () => {
  it('platform imports nothing of the API but itself', async () => {
    expect(await rulesFiredIn('platform/uses-db.ts')).toEqual(fired);
    expect(await rulesFiredIn('platform/uses-platform.ts')).toEqual([]);
  });

  it('db builds on the platform only', async () => {
    expect(await rulesFiredIn('db/uses-errors.ts')).toEqual(fired);
    expect(await rulesFiredIn('db/uses-platform.ts')).toEqual([]);
  });

  it('errors and http never import the add-ons above them', async () => {
    expect(await rulesFiredIn('errors/uses-plugins.ts')).toEqual(fired);
    expect(await rulesFiredIn('errors/uses-platform.ts')).toEqual([]);
    expect(await rulesFiredIn('http/uses-errors.ts')).toEqual([]);
  });

  it('the payment providers import no add-on', async () => {
    expect(await rulesFiredIn('payment-providers/uses-plugins.ts')).toEqual(fired);
    expect(await rulesFiredIn('payment-providers/uses-platform.ts')).toEqual([]);
  });

  it('the add-ons import no module and no provider, except in a test', async () => {
    expect(await rulesFiredIn('plugins/uses-module.ts')).toEqual(fired);
    expect(await rulesFiredIn('plugins/uses-payment-providers.ts')).toEqual(fired);
    expect(await rulesFiredIn('plugins/uses-errors.ts')).toEqual([]);
    expect(await rulesFiredIn('plugins/uses-module.test.ts')).toEqual([]);
  });

  it('modules never import the app assembly or the test harness; the app and tests may', async () => {
    expect(await rulesFiredIn('modules/carts/uses-app-deps.ts')).toEqual(fired);
    expect(await rulesFiredIn('modules/carts/uses-app.ts')).toEqual(fired);
    expect(await rulesFiredIn('modules/carts/uses-testing.ts')).toEqual(fired);
    expect(await rulesFiredIn('modules/carts/uses-plugins.ts')).toEqual([]);
    expect(await rulesFiredIn('server.ts')).toEqual([]);
    expect(await rulesFiredIn('testing/uses-app.ts')).toEqual([]);
  });

  it('no production code imports the demo data; the test harness may', async () => {
    expect(await rulesFiredIn('app/uses-seed.ts')).toEqual(fired);
    expect(await rulesFiredIn('db/uses-seed.ts')).toEqual(fired);
    expect(await rulesFiredIn('db/seed/uses-platform.ts')).toEqual([]);
    expect(await rulesFiredIn('testing/uses-seed.ts')).toEqual([]);
  });

  it('places every entry of apps/api/src in one layer, on layers that exist, without a cycle', () => {
    const entries = readdirSync(path.join(import.meta.dirname, '../apps/api/src'))
      .filter((entry) => !entry.endsWith('.test.ts'))
      .sort();
    const placed = Object.values(apiLayers).flatMap((layer) => layer.holds);
    expect(new Set(placed).size).toBe(placed.length);
    for (const entry of entries) expect(placed).toContain(entry);
    const names = Object.keys(apiLayers);
    for (const { uses } of Object.values(apiLayers)) {
      for (const used of uses) expect(names).toContain(used);
    }
    const reaches = (from: string, seen: Set<string>): boolean =>
      (apiLayers[from]?.uses ?? []).some(
        (used) => seen.has(used) || reaches(used, new Set([...seen, used])),
      );
    for (const name of names) expect(reaches(name, new Set([name]))).toBe(false);
  });
});
