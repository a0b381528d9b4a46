import { bankAccountListSchema, errorBodySchema } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

const url = '/api/app/bank-account/bank-account';

describe('GET /api/app/bank-account/bank-account', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  async function accounts(tenant: string, language?: string) {
    const response = await test.app.inject({
      method: 'GET',
      url,
      headers: { __tenant: tenant, ...(language ? { 'accept-language': language } : {}) },
    });
    expect(response.statusCode).toBe(200);
    return bankAccountListSchema.parse(response.json());
  }

  it("answers the demo tenant's two accounts, bank names in English on request", async () => {
    expect(await accounts('demo', 'en')).toEqual({
      totalCount: 2,
      items: [
        {
          id: seedIds.bankAccounts.demoAlRajhi,
          bankCode: 7,
          bankName: 'Al Rajhi Bank',
          accountHolderName: 'Demo Store Trading Co.',
          accountNumber: '608010167519',
          iban: 'SA1780000123608010167519',
        },
        {
          id: seedIds.bankAccounts.demoSnb,
          bankCode: 1,
          bankName: 'Saudi National Bank',
          accountHolderName: 'Demo Store Trading Co.',
          accountNumber: '01234567890123',
          iban: 'SA4210000001234567890123',
        },
      ],
    });
  });

  it('names the banks in Arabic by default', async () => {
    const { items } = await accounts('demo');
    expect(items.map((item) => item.bankName)).toEqual(['مصرف الراجحي', 'البنك الأهلي السعودي']);
  });

  it('answers no accounts for the salon tenant', async () => {
    expect(await accounts('salon')).toEqual({ totalCount: 0, items: [] });
  });

  it('answers 400 TENANT_REQUIRED without __tenant, 404 for an unknown tenant', async () => {
    const missing = await test.app.inject({ method: 'GET', url });
    expect(errorBodySchema.parse(missing.json()).error.code).toBe('TENANT_REQUIRED');
    const unknown = await test.app.inject({ method: 'GET', url, headers: { __tenant: 'nope' } });
    expect(unknown.statusCode).toBe(404);
  });
});
