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

async function problemsOf(filePath: string): Promise<string[]> {
  const code = "import { sandboxKeys } from '../payment-sandbox/sandbox-keys.ts';\n";
  const [result] = await eslint.lintText(code, { filePath: `/repo/${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the payment sandbox boundary', () => {
  it('refuses the sandbox in the API’s production code', async () => {
    expect(await problemsOf('apps/api/src/payment-providers/provider-registry.ts')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await problemsOf('apps/api/src/deps/create-app-deps.ts')).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('allows it in the demo launcher, the tests and the sandbox itself', async () => {
    expect(await problemsOf('apps/api/src/modules/demo/launch-demo.ts')).toEqual([]);
    expect(await problemsOf('apps/api/src/modules/payments/through-sandbox.test.ts')).toEqual([]);
    expect(await problemsOf('apps/api/src/testing/build-test-app.ts')).toEqual([]);
    expect(await problemsOf('apps/api/src/payment-sandbox/sandbox-app.ts')).toEqual([]);
  });
});
