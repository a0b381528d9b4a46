import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorBodySchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { checkoutSiteRoutes } from './checkout-site-routes.ts';

const indexHtml =
  '<!doctype html><title>Checkout</title><script type="module" src="/assets/index-abc.js"></script>';

describe('the checkout site, built', () => {
  let test: TestApp;
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(path.join(os.tmpdir(), 'checkout-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), indexHtml);
    await writeFile(path.join(distDir, 'assets', 'index-abc.js'), 'console.log(1);');
    test = await buildTestApp();
    await test.app.register(checkoutSiteRoutes, {
      site: { kind: 'built', distDir, state: 'fresh' },
    });
    await test.app.ready();
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('serves the app at / with the query the checkout reads, revalidated on every load', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/?tenant=demo&cartId=0b7c4f9e-0000-4000-8000-000000000001&lang=ar',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(indexHtml);
  });

  it('serves the app for any other page path (single-page app fallback)', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/account/orders?lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
  });

  it('serves hashed assets with a long, immutable cache', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing file and an unknown API path 404 with the error body, not the app', async () => {
    for (const url of ['/assets/missing.js', '/favicon.ico', '/api/app/nothing', '/connect/nope']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('leaves the API routes alone', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('the checkout site, not built', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
    await test.app.register(checkoutSiteRoutes, { site: { kind: 'absent' } });
    await test.app.ready();
  }, 60_000);
  afterAll(() => test.close());

  it('answers / with a page saying the checkout is not built, linking the API documentation', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/?tenant=demo&cartId=x' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('The checkout app is not built yet');
    expect(response.body).toContain('href="/docs"');
    expect(response.body).toContain('href="/swagger.json"');
  });

  it('answers other paths 404 as before', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/account' });
    expect(response.statusCode).toBe(404);
  });
});
