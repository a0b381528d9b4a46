import { readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildTestApp, listenOnFreePort, type TestApp } from '@storefront/api/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createConsumerProject, type ConsumerProject } from './consumer-project.ts';
import { oldestNode } from './oldest-node.ts';
import { packOf } from './packed-packages.ts';
import { readmeExamples, readmeTsconfig, type ReadmeExample } from './readme-examples.ts';
import { CommandError } from './run-command.ts';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const readme = (dir: string) => readFileSync(path.join(root, dir, 'README.md'), 'utf8');
const examples = [
  ...readmeExamples(readme('packages/contracts'), 'contracts'),
  ...readmeExamples(readme('packages/sdk'), 'sdk'),
];
/** The README example that calls this, so a reordered README does not confuse the test. */
function exampleCalling(call: string): ReadmeExample {
  const found = examples.find((example) => example.mode === 'run' && example.code.includes(call));
  if (!found) throw new Error(`No runnable README example calls ${call}`);
  return found;
}
// The consumer's TypeScript is the workspace's own version, so a new TypeScript is a deliberate
// change here too; @types/node follows the Node that runs the examples.
const typescriptVersion = (require('typescript/package.json') as { version: string }).version;
const nodeTypes = `@types/node@${process.versions.node.split('.')[0]}`;

// Issue 23: "a team that has never seen the repository can, from the README alone, install the
// SDK from tarballs into its own project and call its backend". The README's install command,
// its tsconfig advice and its examples, in a project outside the workspace.
describe('the packages installed from their tarballs into a fresh project', () => {
  let project: ConsumerProject | undefined;
  let test: TestApp | undefined;
  let baseUrl: string;
  let oldest: { version: string; binary: string };
  const packs = inject('packs');
  const env = () => ({ STOREFRONT_API_URL: baseUrl, STOREFRONT_TENANT: 'demo' });
  const installed = () => {
    if (!project) throw new Error('The consumer project was not created.');
    return project;
  };

  beforeAll(async () => {
    const engines = JSON.parse(
      readFileSync(path.join(root, 'packages/sdk/package.json'), 'utf8'),
    ) as { engines: { node: string } };
    [test, project, oldest] = await Promise.all([
      buildTestApp(),
      createConsumerProject(examples, readmeTsconfig(readme('packages/sdk'))),
      oldestNode(engines.engines.node),
    ]);
    baseUrl = await listenOnFreePort(test);
    await project.install([
      packOf(packs, '@storefront/contracts').tarball,
      packOf(packs, '@storefront/sdk').tarball,
      `typescript@${typescriptVersion}`,
      nodeTypes,
    ]);
  });
  afterAll(async () => {
    await project?.remove();
    await test?.close();
  });

  it('takes runnable and compile-only examples from both READMEs', () => {
    const of = (prefix: string, mode: string) =>
      examples.filter((example) => example.file.startsWith(prefix) && example.mode === mode);
    expect(of('contracts-', 'run').length).toBeGreaterThanOrEqual(1);
    expect(of('sdk-', 'run').length).toBeGreaterThanOrEqual(2);
    expect(of('sdk-', 'compile').length).toBeGreaterThanOrEqual(1);
  });

  it('installs a whole dependency tree, the SDK on the one contracts packed with it', async () => {
    const dir = installed().dir;
    await expect(
      access(path.join(dir, 'node_modules/@storefront/sdk/node_modules/@storefront/contracts')),
    ).rejects.toThrow();
    const versions = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; resolved?: string }>;
    };
    expect(versions.packages['node_modules/@storefront/contracts']).toMatchObject({
      version: packOf(packs, '@storefront/contracts').version,
      resolved: expect.stringMatching(/\.tgz$/) as string,
    });
  });

  it('compiles every README example with strict tsc, the packages’ declarations checked too', async () => {
    await installed().compile();
  }, 120_000);

  it('runs the contracts example', async () => {
    const { stdout } = await installed().run(exampleCalling('cartTotals('), env());
    expect(stdout.trim().split('\n')).toEqual([
      '13.5 103.5',
      '1 لم يتم العثور على السلة.',
      'false',
    ]);
  });

  it('runs the SDK example against the reference API: the cart it made holds the item it added', async () => {
    const { stdout } = await installed().run(exampleCalling('api.carts.addItems('), env());
    const cartId = /^cart (\S+):/m.exec(stdout)?.[1];
    expect(cartId, stdout).toBeDefined();
    const answer = await test!.app.inject({
      method: 'GET',
      url: `/api/app/cart/${cartId}`,
      headers: { __tenant: 'demo', 'accept-language': 'en' },
    });
    expect(answer.statusCode).toBe(200);
    const cart = answer.json<{ cartItems: { quantity: number; productName: string }[] }>();
    expect(cart.cartItems).toHaveLength(1);
    expect(stdout).toContain(`2 x ${cart.cartItems[0]!.productName}`);
  });

  it('runs the SDK’s error example: the API’s refusal arrives as an ApiError with its code', async () => {
    const { stdout } = await installed().run(exampleCalling('instanceof ApiError'), env());
    expect(stdout.trim()).toBe('404 CART_NOT_FOUND');
  });

  it('runs the examples on the oldest Node the packages’ engines admit', async () => {
    // Another Node than the one running the rest of the suite.
    expect(oldest.version).not.toBe(process.versions.node);
    const contracts = await installed().run(exampleCalling('cartTotals('), env(), oldest.binary);
    expect(contracts.stdout).toContain('13.5 103.5');
    const sdk = await installed().run(exampleCalling('api.carts.addItems('), env(), oldest.binary);
    expect(sdk.stdout).toMatch(/^cart \S+: [\d.]+ SAR to pay$/m);
  });

  it('fails an example when its API is not there, so a broken call cannot pass', async () => {
    const closedPort = { ...env(), STOREFRONT_API_URL: 'http://127.0.0.1:9' };
    const failure = await installed()
      .run(exampleCalling('api.carts.addItems('), closedPort)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(CommandError);
    expect((failure as CommandError).output.stderr).toMatch(/NETWORK_ERROR|Network error/);
  }, 60_000);
});
