import { errorBodySchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

describe('GET /api/app/tenant-logo/{tenantId}', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  it('serves the stored logo without a tenant header, cacheable and embeddable cross-origin', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/app/tenant-logo/${seedIds.tenants.demo}?v=1`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain('<svg');
    expect(response.headers['cache-control']).toContain('max-age');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // An SVG opened directly runs no script.
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 NOT_FOUND for a tenant without a logo or an unknown tenant', async () => {
    for (const id of [seedIds.tenants.salon, '00000000-0000-4000-8000-000000000000']) {
      const response = await test.app.inject({ method: 'GET', url: `/api/app/tenant-logo/${id}` });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('answers 400 VALIDATION_ERROR for an id that is not a UUID (no path is ever read)', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/app/tenant-logo/..%2F..%2Fetc%2Fpasswd',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.validationErrors?.[0]?.members).toEqual([
      'tenantId',
    ]);
  });
});
