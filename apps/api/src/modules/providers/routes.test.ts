import { errorBodySchema, providerListSchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds as ids } from '../../db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

const url = '/api/app/provider/read-only-list';

describe('GET /api/app/provider/read-only-list', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  async function providers(tenant: string, language?: string) {
    const response = await test.app.inject({
      method: 'GET',
      url,
      headers: { __tenant: tenant, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return providerListSchema.parse(response.json());
  }

  it("answers the demo tenant's providers in display order, named in English on request", async () => {
    const list = await providers('demo', 'en');
    expect(list.totalCount).toBe(7);
    expect(list.items.map((item) => item.name)).toEqual([
      'Noura',
      'Huda',
      'Fahad',
      'Khalid',
      'Sara',
      'Al Nakheel Chalet',
      'Meeting Room A',
    ]);
    expect(list.items[0]).toEqual({
      id: ids.providers.noura,
      name: 'Noura',
      imageUrl: null,
      branchId: ids.branches.demoOlaya,
    });
    // Working hours and geofences stay on the server.
    expect(Object.keys(list.items[2] ?? {}).sort()).toEqual(['branchId', 'id', 'imageUrl', 'name']);
  });

  it('names them in Arabic by default, and answers only the asking tenant’s', async () => {
    expect((await providers('salon')).items.map((item) => item.name)).toEqual(['ريم', 'لمى']);
    expect(await providers('closed')).toEqual({ totalCount: 0, items: [] });
  });

  it('answers 400 TENANT_REQUIRED without __tenant, 404 for an unknown tenant', async () => {
    const missing = await test.app.inject({ method: 'GET', url });
    expect(missing.statusCode).toBe(400);
    expect(errorBodySchema.parse(missing.json()).error.code).toBe('TENANT_REQUIRED');
    const unknown = await test.app.inject({ method: 'GET', url, headers: { __tenant: 'nope' } });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).error.code).toBe('TENANT_NOT_FOUND');
  });
});
