import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { paymentSandboxBoundary } from './payment-sandbox-boundary.ts';

const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    paymentSandboxBoundary,
  ],
  cwd: '/repo',
});

async function problemsOf(
  filePath: string,
  code = "import { sandboxKeys } from '@storefront/payment-sandbox';\n",
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `/repo/${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the payment sandbox boundary', () => {
  it('refuses the sandbox in the API’s production code', async () => {
    expect(await problemsOf('apps/api/src/payment-providers/provider-registry.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await problemsOf('apps/api/src/app/create-app-deps.ts')).toEqual([
      'no-restricted-imports',
    ]);
    const testingEntry =
      "import { sequentialRandom } from '@storefront/payment-sandbox/testing';\n";
    expect(await problemsOf('apps/api/src/app.ts', testingEntry)).toEqual([
      'no-restricted-imports',
    ]);
    const byPath = "import { sandboxKeys } from '../../payment-sandbox/src/sandbox-keys.ts';\n";
    expect(await problemsOf('apps/api/src/app.ts', byPath)).toEqual(['no-restricted-imports']);
  });

  it('allows it in the demo and the tests', async () => {
    expect(await problemsOf('apps/demo/src/launch-demo.ts')).toEqual([]);
    expect(await problemsOf('apps/api/src/modules/payments/through-sandbox.test.ts')).toEqual([]);
    expect(await problemsOf('apps/api/src/testing/build-test-app.ts')).toEqual([]);
  });
});
