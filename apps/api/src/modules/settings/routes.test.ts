import { errorBodySchema, paymentAndTaxSettingsSchema } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import { seedIds } from '../../db/seed/index.ts';
import { demoSellerDetails } from '../../db/seed/seed-seller-details.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';
import { testEpoch } from '../../testing/test-clock.ts';
import { testPublicUrl } from '../../testing/test-config.ts';

const url = '/api/app/setting-manager/payment-and-tax-settings';

describe('GET /api/app/setting-manager/payment-and-tax-settings', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp();
  });
  afterAll(() => test.close());

  async function settingsOf(tenant: string) {
    const response = await test.app.inject({ method: 'GET', url, headers: { __tenant: tenant } });
    expect(response.statusCode).toBe(200);
    return paymentAndTaxSettingsSchema.parse(response.json());
  }

  it('answers the demo tenant: logo, brand, 15 % tax, SAR, every payment method', async () => {
    expect(await settingsOf('demo')).toEqual({
      tenantId: seedIds.tenants.demo,
      brandName: 'Demo Store',
      logoUrl: `${testPublicUrl}/api/app/tenant-logo/${seedIds.tenants.demo}?v=${testEpoch.getTime()}`,
      taxPercentage: 15,
      currency: 'SAR',
      paymentMethods: ['mada', 'visa', 'cash', 'applepay', 'tamara', 'tabby', 'banktransfer'],
      cardProvider: 'moyasar',
      timeZone: 'Asia/Riyadh',
      seller: demoSellerDetails.demo,
      riyalSign: true,
    });
  });

  it('answers the salon tenant: no logo, cash and bank transfer only', async () => {
    expect(await settingsOf('salon')).toEqual({
      tenantId: seedIds.tenants.salon,
      brandName: 'Salon Noura',
      logoUrl: null,
      taxPercentage: 15,
      currency: 'SAR',
      paymentMethods: ['cash', 'banktransfer'],
      cardProvider: 'moyasar',
      timeZone: 'Asia/Riyadh',
      seller: demoSellerDetails.salon,
      riyalSign: true,
    });
  });

  it('answers the closed tenant: no payment method', async () => {
    const closed = await settingsOf('closed');
    expect(closed.tenantId).toBe(seedIds.tenants.closed);
    expect(closed.paymentMethods).toEqual([]);
  });

  it('answers the clinic tenant: cards through the session-style provider', async () => {
    expect(await settingsOf('clinic')).toMatchObject({
      brandName: 'Al Shifa Clinic',
      cardProvider: 'myfatoorah',
      paymentMethods: ['mada', 'visa', 'applepay', 'cash'],
    });
  });

  it('answers 400 TENANT_REQUIRED without __tenant, 404 TENANT_NOT_FOUND for an unknown one', async () => {
    const missing = await test.app.inject({ method: 'GET', url });
    expect(missing.statusCode).toBe(400);
    expect(errorBodySchema.parse(missing.json()).error.code).toBe('TENANT_REQUIRED');
    const blank = await test.app.inject({ method: 'GET', url, headers: { __tenant: '  ' } });
    expect(errorBodySchema.parse(blank.json()).error.code).toBe('TENANT_REQUIRED');
    const unknown = await test.app.inject({
      method: 'GET',
      url,
      headers: { __tenant: 'x'.repeat(300) },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).error.code).toBe('TENANT_NOT_FOUND');
  });
});

describe("the tenant's time zone in its settings", () => {
  it("sends the stored zone, and Saudi Arabia's for a zone this runtime has no rules for", async () => {
    const test = await buildTestApp();
    try {
      const { db } = test.database;
      await db.update(tenants).set({ timeZone: 'Europe/Berlin' }).where(eq(tenants.name, 'salon'));
      await db.update(tenants).set({ timeZone: 'Mars/Olympus' }).where(eq(tenants.name, 'closed'));
      const zoneOf = async (tenant: string) => {
        const response = await test.app.inject({
          method: 'GET',
          url,
          headers: { __tenant: tenant },
        });
        return paymentAndTaxSettingsSchema.parse(response.json()).timeZone;
      };
      expect(await zoneOf('salon')).toBe('Europe/Berlin');
      expect(await zoneOf('closed')).toBe('Asia/Riyadh');
    } finally {
      await test.close();
    }
  });
});

describe("the tenant's seller details and riyal sign in its settings", () => {
  it('sends what is stored: none, an explicit riyal-sign choice, the default by currency', async () => {
    const test = await buildTestApp();
    try {
      const { db } = test.database;
      await db.update(tenants).set({ sellerDetails: null }).where(eq(tenants.name, 'closed'));
      await db.update(tenants).set({ riyalSign: false }).where(eq(tenants.name, 'salon'));
      await db.update(tenants).set({ currency: 'USD' }).where(eq(tenants.name, 'clinic'));
      const settingsOf = async (tenant: string) =>
        paymentAndTaxSettingsSchema.parse(
          (await test.app.inject({ method: 'GET', url, headers: { __tenant: tenant } })).json(),
        );
      expect(await settingsOf('closed')).toMatchObject({ seller: null, riyalSign: true });
      expect(await settingsOf('salon')).toMatchObject({
        seller: demoSellerDetails.salon,
        riyalSign: false,
      });
      expect(await settingsOf('clinic')).toMatchObject({
        seller: demoSellerDetails.clinic,
        riyalSign: false,
      });
    } finally {
      await test.close();
    }
  });

  it('never sends the stamp key or certificate of a tenant in the integration phase', async () => {
    const test = await buildTestApp();
    try {
      const response = await test.app.inject({ method: 'GET', url, headers: { __tenant: 'demo' } });
      expect(response.body).not.toMatch(/PRIVATE KEY|CERTIFICATE|privateKey|certificatePem/);
    } finally {
      await test.close();
    }
  });
});
