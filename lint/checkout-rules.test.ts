import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutRules } from './checkout-rules.ts';

// Lints small fixture trees with the checkout's real rule set, so removing a rule fails here.
let dir: string;
let eslint: ESLint;

function write(relative: string, text: string) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lint-rules-'));
  write('features/payment/index.ts', 'export const pay = 1;\n');
  write(
    'features/coupon/apply.ts',
    "import { pay } from '../payment/index.ts';\nexport const a = pay;\n",
  );
  write('features/coupon/own.ts', "import { a } from './apply.ts';\nexport const b = a;\n");
  write(
    'app/wire.ts',
    "import { pay } from '../features/payment/index.ts';\nexport const c = pay;\n",
  );
  write(
    'features/coupon/uses-app.ts',
    "import { c } from '../../app/wire.ts';\nexport const d = c;\n",
  );
  write(
    'features/coupon/styled.ts',
    "export const cls = 'flex ml-2 text-left';\nexport const ok = 'flex ms-2 text-start';\n",
  );
  write('features/coupon/template.ts', 'const n = 2;\nexport const cls = `pr-${n} rounded-s`;\n');
  write(
    'features/coupon/prose.ts',
    "export const a = 'Apply right after Verify';\nexport const b = 'turn left here';\n",
  );
  write(
    'features/coupon/bare.ts',
    "export const a = 'border-r p-2';\nexport const b = 'sm:right-0';\nexport const c = 'float-left';\n",
  );
  eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX },
        rules: checkoutRules(path.join(dir, 'features')),
      },
    ],
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function messagesOf(relative: string) {
  const [result] = await eslint.lintFiles([path.join(dir, relative)]);
  return result?.messages ?? [];
}

describe('checkout lint rules', () => {
  it('forbids one feature importing another', async () => {
    const messages = await messagesOf('features/coupon/apply.ts');
    expect(messages.map((m) => m.ruleId)).toContain('import-x/no-restricted-paths');
  });

  it('forbids a feature importing app/', async () => {
    const messages = await messagesOf('features/coupon/uses-app.ts');
    expect(messages.map((m) => m.message)).toContainEqual(
      expect.stringContaining('A feature must not import app/'),
    );
  });

  it('lets a feature import itself and app/ import features', async () => {
    expect(await messagesOf('features/coupon/own.ts')).toEqual([]);
    expect(await messagesOf('app/wire.ts')).toEqual([]);
  });

  it('forbids physical left/right utilities in strings and templates', async () => {
    const literal = await messagesOf('features/coupon/styled.ts');
    expect(literal).toHaveLength(1);
    expect(literal[0]?.line).toBe(1);
    expect(literal[0]?.message).toMatch(/logical start\/end/);
    const template = await messagesOf('features/coupon/template.ts');
    expect(template.map((m) => m.ruleId)).toEqual(['no-restricted-syntax']);
  });

  it('catches bare and variant-prefixed utilities, but not the words left and right in prose', async () => {
    expect((await messagesOf('features/coupon/bare.ts')).map((m) => m.line)).toEqual([1, 2, 3]);
    expect(await messagesOf('features/coupon/prose.ts')).toEqual([]);
  });
});
