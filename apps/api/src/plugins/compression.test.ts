import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../db/seed/index.ts';
import { insertTestCart } from '../modules/events/testing/insert-test-cart.ts';
import { openTestEventStream } from '../modules/events/testing/open-test-event-stream.ts';
import { buildTestApp, type TestApp } from '../testing/build-test-app.ts';
import { listenOnFreePort } from '../testing/test-instances.ts';
import { compressionThresholdBytes } from './compression.ts';

/** The demo tenant's product list: JSON well over 1 KB. */
const productList = {
  method: 'GET',
  url: '/api/app/product?MaxResultCount=50',
  headers: { __tenant: 'demo' },
} as const;

describe('response compression', () => {
  let test: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    test = await buildTestApp();
    baseUrl = await listenOnFreePort(test);
  }, 60_000);
  afterAll(() => test.close());

  it('sends a JSON answer over 1 KB with brotli to a client accepting it', async () => {
    const plain = await test.app.inject(productList);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThresholdBytes);

    const response = await test.app.inject({
      ...productList,
      headers: { ...productList.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(plain.json());
  });

  it('uses gzip when that is all the client accepts', async () => {
    const response = await test.app.inject({
      ...productList,
      headers: { ...productList.headers, 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveProperty('items');
  });

  it('sends it as is when the client accepts no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await test.app.inject({
        ...productList,
        headers: { ...productList.headers, ...headers },
      });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toHaveProperty('items');
    }
  });

  it('does not compress a small answer, nor an error body', async () => {
    const health = await test.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });

    // A malformed URL fails before routing (frameworkErrors): still the plain error body.
    const malformed = await test.app.inject({
      method: 'GET',
      url: '/api/app/product/%E0%A4%A',
      headers: { __tenant: 'demo', 'accept-encoding': 'br, gzip' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-encoding']).toBeUndefined();
    expect(malformed.json()).toHaveProperty('error.code');
  });

  it('leaves event streams uncompressed, so each event reaches the client at once', async () => {
    const cartId = await insertTestCart(test.database.db, seedIds.tenants.demo, {
      now: test.clock.now(),
    });
    const stream = await openTestEventStream(
      `${baseUrl}/api/sse/cart?cartId=${cartId}&tenantId=${seedIds.tenants.demo}`,
      { 'accept-encoding': 'br, gzip' },
    );
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(await stream.next()).toEqual({ kind: 'comment', text: 'connected' });
    } finally {
      await stream.close();
    }
  });
});
