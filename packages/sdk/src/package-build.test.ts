import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 4: "the SDK builds as an ESM package with types". Builds contracts and the SDK the way
// `npm run build` does, installs both into a scratch consumer, and uses them from plain Node
// (no TypeScript loader) and from a strict TypeScript file resolving with `nodenext`.
const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../../..');
const node = process.execPath;
let consumer: string;

/** The runtime dependencies of contracts and the SDK, other than each other. */
function thirdPartyDependencies(): string[] {
  const declared = ['packages/contracts', 'packages/sdk'].flatMap((pkg) => {
    const manifest = require(path.join(root, pkg, 'package.json')) as {
      dependencies?: Record<string, string>;
    };
    return Object.keys(manifest.dependencies ?? {});
  });
  return [...new Set(declared)].filter((dep) => !dep.startsWith('@storefront/'));
}

function build(pkg: string, outDir: string, env: Record<string, string> = {}) {
  execFileSync(node, [path.join(root, 'scripts/build-package.mjs'), path.join(root, pkg), outDir], {
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
}

beforeAll(() => {
  consumer = mkdtempSync(path.join(tmpdir(), 'sdk-consumer-'));
  const scoped = path.join(consumer, 'node_modules/@storefront');
  mkdirSync(scoped, { recursive: true });
  // Third-party dependencies come from the workspace's install: those both packages declare.
  for (const dep of thirdPartyDependencies()) {
    symlinkSync(path.join(root, 'node_modules', dep), path.join(consumer, 'node_modules', dep));
  }
  build('packages/contracts', path.join(scoped, 'contracts'));
  build('packages/sdk', path.join(scoped, 'sdk'), {
    BUILT_CONTRACTS: path.join(scoped, 'contracts'),
  });
  writeFileSync(path.join(consumer, 'package.json'), '{"type":"module"}');
}, 120_000);

afterAll(() => rmSync(consumer, { recursive: true, force: true }));

describe('the built SDK package', () => {
  it('carries its licence and lists only entry points it ships; the test helpers stay in the workspace', () => {
    const dir = path.join(consumer, 'node_modules/@storefront/sdk');
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      license: string;
      exports: Record<string, { types: string; import: string }>;
    };
    // The licence travels with it.
    expect(manifest.license).toBe('MIT');
    expect(readFileSync(path.join(dir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(Object.keys(manifest.exports)).toContain('./payments');
    expect(Object.keys(manifest.exports)).not.toContain('./testing');
    // A pattern entry (`./machines/*`) is checked through one machine of it.
    const file = (target: string) => path.join(dir, target.replace('*', 'cart'));
    for (const entry of Object.values(manifest.exports)) {
      expect(existsSync(file(entry.import)), entry.import).toBe(true);
      expect(existsSync(file(entry.types)), entry.types).toBe(true);
    }
  });

  it('imports from plain Node ESM and works', () => {
    const script = `
      import { createHttpClient, cartMachine, ApiError } from '@storefront/sdk';
      import { cartTotals } from '@storefront/contracts';
      const http = createHttpClient({ baseUrl: 'http://x', tenant: 'demo', fetch: async () => new Response('{"ok":1}', { headers: { 'content-type': 'application/json' } }) });
      const answer = await http.get('/api/ping');
      console.log(JSON.stringify({ answer, machine: cartMachine.id, error: typeof ApiError, total: cartTotals({ lines: [{ amount: 10, depositAmount: 0 }], taxPercentage: 15, discountAmount: 0, fees: 0 }).totalAmount }));
    `;
    const out = execFileSync(node, ['--input-type=module', '-e', script], { cwd: consumer });
    expect(JSON.parse(out.toString())).toEqual({
      answer: { ok: 1 },
      machine: 'cart',
      error: 'function',
      total: 11.5,
    });
  });

  it('ships types a strict TypeScript consumer checks against', () => {
    writeFileSync(
      path.join(consumer, 'use.ts'),
      `import { createHttpClient, type HttpClient } from '@storefront/sdk';
       const http: HttpClient = createHttpClient({ baseUrl: 'http://x', tenant: 'demo' });
       // @ts-expect-error the tenant is required
       createHttpClient({ baseUrl: 'http://x' });
       export { http };`,
    );
    writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          lib: ['es2023', 'dom'],
          noEmit: true,
          skipLibCheck: false,
          types: [],
        },
        files: ['use.ts'],
      }),
    );
    const tsc = require.resolve('typescript/bin/tsc');
    expect(() =>
      execFileSync(node, [tsc, '-p', consumer], { cwd: consumer, stdio: 'pipe' }),
    ).not.toThrow();
    // A full tsc with lib checking takes 10-20 s on a busy two-core machine.
  }, 60_000);
});
