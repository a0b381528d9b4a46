import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

describe('GET /api/embed/host-origins', () => {
  let test: TestApp | undefined;
  afterEach(() => test?.close());

  it('lists the CORS_ORIGINS sites, normalized, without a tenant header', async () => {
    test = await buildTestApp({
      env: { CORS_ORIGINS: 'http://127.0.0.1:5174/, https://shop.example.com' },
    });
    const response = await test.app.inject({ method: 'GET', url: '/api/embed/host-origins' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hostOrigins: ['http://127.0.0.1:5174', 'https://shop.example.com'],
    });
    // The same sites may frame the pages: the browser enforces what the list promises.
    expect(response.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' http://127.0.0.1:5174 https://shop.example.com",
    );
  });

  it('is empty when no site is configured, so a framed page posts only to its own origin', async () => {
    test = await buildTestApp({ env: { CORS_ORIGINS: '' } });
    const response = await test.app.inject({ method: 'GET', url: '/api/embed/host-origins' });
    expect(response.json()).toEqual({ hostOrigins: [] });
  });
});
