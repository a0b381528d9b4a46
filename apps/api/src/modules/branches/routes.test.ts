import { branchListSchema, errorBodySchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedIds as ids } from '../../db/seed/catalog-seed-ids.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

const url = '/api/app/branch/branch-list';

describe('GET /api/app/branch/branch-list', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  async function branches(tenant: string, language?: string) {
    const response = await test.app.inject({
      method: 'GET',
      url,
      headers: { __tenant: tenant, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return branchListSchema.parse(response.json());
  }

  it("answers the demo tenant's branches with address, position and phone, in English on request", async () => {
    expect(await branches('demo', 'en')).toEqual({
      totalCount: 2,
      items: [
        {
          id: ids.branches.demoOlaya,
          name: 'Olaya Branch',
          address: 'Olaya Street, Al Olaya, Riyadh',
          latitude: 24.6953,
          longitude: 46.6853,
          phoneNumber: '+966112345678',
        },
        {
          id: ids.branches.demoJeddah,
          name: 'Jeddah Branch',
          address: 'King Abdulaziz Road, Al Shati, Jeddah',
          latitude: 21.5912,
          longitude: 39.1095,
          phoneNumber: '+966122345678',
        },
      ],
    });
  });

  it('names them in Arabic by default, and answers only the asking tenant’s', async () => {
    const salon = await branches('salon');
    expect(salon.items.map((item) => [item.name, item.address])).toEqual([
      ['صالون نورة - الملقا', 'طريق أنس بن مالك، حي الملقا، الرياض'],
    ]);
    expect(await branches('closed')).toEqual({ totalCount: 0, items: [] });
  });

  it('answers 400 TENANT_REQUIRED without __tenant, 404 for an unknown tenant', async () => {
    const missing = await test.app.inject({ method: 'GET', url });
    expect(errorBodySchema.parse(missing.json()).error.code).toBe('TENANT_REQUIRED');
    const unknown = await test.app.inject({ method: 'GET', url, headers: { __tenant: 'nope' } });
    expect(unknown.statusCode).toBe(404);
  });
});
