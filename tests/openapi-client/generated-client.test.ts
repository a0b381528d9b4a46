import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, listenOnFreePort, type TestApp } from '@storefront/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileStrict, generateClient } from './generate-client.ts';

/** The generated SDK's functions this suite calls (their own types are checked by tsc). */
interface GeneratedSdk {
  listProducts(options: Record<string, unknown>): Promise<Answer>;
  createCart(options: Record<string, unknown>): Promise<Answer>;
  getCart(options: Record<string, unknown>): Promise<Answer>;
}
/** The generated client's shared instance (client.gen.ts). */
interface GeneratedClient {
  client: { setConfig(config: Record<string, unknown>): void };
}
interface Answer {
  data?: Record<string, unknown>;
  error?: unknown;
  response: Response;
}

/**
 * A team generating a client from the contract (issue 23, deliver 5; README, "Generating a
 * client from the contract"): @hey-api/openapi-ts reads the reference API's `/swagger.json`, the
 * client compiles under strict TypeScript, and three of its operations work against the API.
 */
describe('a client generated from /swagger.json', () => {
  let test: TestApp;
  let baseUrl: string;
  let outDir: string;
  let sdk: GeneratedSdk;

  beforeAll(async () => {
    test = await buildTestApp();
    baseUrl = await listenOnFreePort(test);
    outDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-openapi-client-'));
    await generateClient(`${baseUrl}/swagger.json`, outDir);
    sdk = (await import(path.join(outDir, 'sdk.gen.ts'))) as GeneratedSdk;
    const { client } = (await import(path.join(outDir, 'client.gen.ts'))) as GeneratedClient;
    // The tenant goes where the document's `tenant` scheme says: the __tenant header.
    client.setConfig({
      baseUrl,
      auth: (scheme: { type: string; name?: string }) =>
        scheme.type === 'apiKey' && scheme.name === '__tenant' ? 'demo' : undefined,
    });
  }, 120_000);
  afterAll(async () => {
    await test.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it('compiles under strict TypeScript', async () => {
    expect(await compileStrict(outDir)).toBe('');
  }, 120_000);

  it('names its functions by operationId and its types by component', async () => {
    const types = await readFile(path.join(outDir, 'types.gen.ts'), 'utf8');
    for (const name of ['Cart', 'CartItem', 'Product', 'Order', 'ErrorBody']) {
      expect(types).toContain(`export type ${name} = {`);
    }
    // One error body, not a copy per operation and status (the issue counted 441).
    expect(types.match(/validationErrors:/g)).toHaveLength(1);
    const sdkSource = await readFile(path.join(outDir, 'sdk.gen.ts'), 'utf8');
    const functions = [...sdkSource.matchAll(/^export const (\w+) =/gm)].map((match) => match[1]);
    expect(functions).toEqual(expect.arrayContaining(['getCart', 'addCartItems', 'processCart']));
    expect(functions.every((name) => (name?.length ?? 0) <= 30)).toBe(true);
  });

  it('lists products, creates a cart and reads it back against the reference API', async () => {
    const products = await sdk.listProducts({ query: { MaxResultCount: 5 } });
    expect(products.response.status).toBe(200);
    expect((products.data?.['items'] as unknown[]).length).toBeGreaterThan(0);

    const created = await sdk.createCart({ body: { source: 0 } });
    expect(created.response.status).toBe(200);
    const cartId = created.data?.['id'];
    expect(typeof cartId).toBe('string');

    const read = await sdk.getCart({ path: { cartId }, query: { allowNonPending: false } });
    expect(read.response.status).toBe(200);
    expect(read.data).toMatchObject({ id: cartId, status: 'pending', cartItems: [] });
  });

  it('answers the error body of a refused call', async () => {
    const missing = await sdk.getCart({ path: { cartId: '00000000-0000-4000-8000-000000000000' } });
    expect(missing.response.status).toBe(404);
    const body = missing.error as { error?: { code?: unknown } } | undefined;
    expect(typeof body?.error?.code).toBe('string');
  });
});
