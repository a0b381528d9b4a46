import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { workspaceSourcesConfig } from './workspace-sources.ts';

const workspaces = [
  'apps/api',
  'apps/demo',
  'apps/checkout',
  'packages/sdk',
  'e2e',
  'tests/integration',
];
const pending = [{ from: 'tests/integration', to: 'packages/sdk/src/auth/testing' }];
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    workspaceSourcesConfig('/repo', workspaces, pending),
  ],
  cwd: '/repo',
});

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `/repo/${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const fired = ['workspaces/workspace-sources'];

describe("no workspace imports another's src/ by relative path", () => {
  it('fires on an import, a re-export and a dynamic import of another workspace’s src', async () => {
    expect(
      await problemsOf(
        'tests/integration/cart-flow.test.ts',
        "import { buildTestApp } from '../../apps/api/src/testing/build-test-app.ts';\n",
      ),
    ).toEqual(fired);
    expect(
      await problemsOf(
        'apps/demo/src/launch-demo.ts',
        "export { buildApp } from '../../api/src/app.ts';\n",
      ),
    ).toEqual(fired);
    expect(
      await problemsOf(
        'e2e/fixtures/cart.ts',
        "await import('../../apps/api/src/db/seed/index.ts');\n",
      ),
    ).toEqual(fired);
    // A folder that is not a workspace (the scale-out demo) is held to it as well.
    expect(
      await problemsOf('scale/stack.ts', "import { z } from '../packages/sdk/src/index.ts';\n"),
    ).toEqual(fired);
  });

  it('allows the package’s entry points, its own src, and another’s files outside src', async () => {
    const allowed: Array<[string, string]> = [
      [
        'tests/integration/cart-flow.test.ts',
        "import { buildTestApp } from '@storefront/api/testing';\n",
      ],
      ['apps/api/src/modules/carts/cart.ts', "import { app } from '../../app.ts';\n"],
      ['apps/api/src/app.test.ts', "import { x } from '../../../testing/free-port.ts';\n"],
      ['apps/checkout/vite.config.ts', "import { y } from './src/lib/y.ts';\n"],
      ['vitest.config.ts', "import { font } from './apps/checkout/vite/arabic-core-font.ts';\n"],
    ];
    for (const [file, code] of allowed) expect(await problemsOf(file, code)).toEqual([]);
  });

  it('lets a listed pending import through, from that workspace only', async () => {
    const helper = "import { deferred } from '../../packages/sdk/src/auth/testing/deferred.ts';\n";
    expect(await problemsOf('tests/integration/flow.test.ts', helper)).toEqual([]);
    expect(await problemsOf('e2e/tests/flow.spec.ts', helper)).toEqual(fired);
    expect(
      await problemsOf(
        'tests/integration/flow.test.ts',
        "import { x } from '../../packages/sdk/src/auth/session.ts';\n",
      ),
    ).toEqual(fired);
  });
});
