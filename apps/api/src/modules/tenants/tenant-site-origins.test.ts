import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema/index.ts';
import { seedIds } from '../../db/seed/index.ts';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.ts';

const demoSite = 'https://demo-shop.example';
const salonSite = 'https://salon.example';
const settingsUrl = '/api/app/setting-manager/payment-and-tax-settings';

// Issue 21, finding 9: one CORS_ORIGINS list for all tenants let one tenant's site call, and
// frame, every other tenant. A tenant may now list its own sites; CORS_ORIGINS is the fallback.
describe('the sites allowed per tenant (CORS and frame-ancestors)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({ env: { CORS_ORIGINS: demoSite } });
    await test.database.db
      .update(tenants)
      .set({ allowedOrigins: [salonSite] })
      .where(eq(tenants.id, seedIds.tenants.salon));
  }, 60_000);
  afterAll(() => test.close());

  const call = (tenant: string, origin: string) =>
    test.app.inject({ method: 'GET', url: settingsUrl, headers: { __tenant: tenant, origin } });

  it("lets a tenant's own site call it, and not another tenant's", async () => {
    expect((await call('salon', salonSite)).headers['access-control-allow-origin']).toBe(salonSite);
    expect((await call('salon', demoSite)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps CORS_ORIGINS for a tenant that lists no site of its own', async () => {
    expect((await call('demo', demoSite)).headers['access-control-allow-origin']).toBe(demoSite);
    expect((await call('demo', salonSite)).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('passes the preflight of any listed site (it names no tenant), not of others', async () => {
    const preflight = (origin: string) =>
      test.app.inject({
        method: 'OPTIONS',
        url: settingsUrl,
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': '__tenant',
        },
      });
    expect((await preflight(salonSite)).headers['access-control-allow-origin']).toBe(salonSite);
    expect((await preflight(demoSite)).headers['access-control-allow-origin']).toBe(demoSite);
    expect(
      (await preflight('https://elsewhere.example')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it("lets only the tenant's sites frame its pages, and lists them for the framed page", async () => {
    const page = await test.app.inject({
      method: 'GET',
      url: '/api/embed/host-origins?tenant=salon',
    });
    expect(page.json()).toEqual({ hostOrigins: [salonSite] });
    expect(page.headers['content-security-policy']).toContain(
      `frame-ancestors 'self' ${salonSite};`,
    );
    expect(page.headers['x-frame-options']).toBeUndefined();

    const demoPage = await test.app.inject({
      method: 'GET',
      url: '/api/embed/host-origins?tenant=demo',
    });
    expect(demoPage.json()).toEqual({ hostOrigins: [demoSite] });
    expect(demoPage.headers['content-security-policy']).toContain(
      `frame-ancestors 'self' ${demoSite};`,
    );
  });

  it("follows a change of the tenant's sites without a restart", async () => {
    const newSite = 'https://new-salon.example';
    await test.database.db
      .update(tenants)
      .set({ allowedOrigins: [newSite] })
      .where(eq(tenants.id, seedIds.tenants.salon));
    await expect
      .poll(async () => (await call('salon', newSite)).headers['access-control-allow-origin'])
      .toBe(newSite);
    expect((await call('salon', salonSite)).headers['access-control-allow-origin']).toBeUndefined();
  });
});
