import { paymentAndTaxSettingsSchema } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Notifications } from '../../db/notifications.ts';
import { tenants } from '../../db/schema/index.ts';
import { seedIds } from '../../db/seed/index.ts';
import type { TestApp } from '../../testing/build-test-app.ts';
import { createTestClock } from '../../testing/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { buildTwoTestInstances, type TwoTestInstances } from '../../testing/test-instances.ts';
import { createTenantDirectory } from './tenant-directory.ts';

const settingsUrl = '/api/app/setting-manager/payment-and-tax-settings';
const demoId = seedIds.tenants.demo;

function rethrow(error: unknown): void {
  throw error;
}

async function brandNameOn(test: TestApp, tenant = 'demo'): Promise<string | number> {
  const response = await test.app.inject({
    method: 'GET',
    url: settingsUrl,
    headers: { __tenant: tenant },
  });
  if (response.statusCode !== 200) return response.statusCode;
  return paymentAndTaxSettingsSchema.parse(response.json()).brandName;
}

// Two API instances on one database, as behind a load balancer (see events/two-instances.test.ts):
// each caches tenants; a change made anywhere reaches both through the database's notification.
describe('tenant cache across two API instances', () => {
  let instances: TwoTestInstances;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    instances = await buildTwoTestInstances();
    ({ first, second } = instances);
  }, 60_000);
  afterAll(async () => {
    await instances.close();
  });

  it('shows a change of settings made through instance A on instance B, clocks standing still', async () => {
    expect(await brandNameOn(first)).toBe('Demo Store');
    expect(await brandNameOn(second)).toBe('Demo Store');

    await first.database.db
      .update(tenants)
      .set({ brandName: 'Demo Store (renamed)' })
      .where(eq(tenants.id, demoId));

    // Not by expiry: neither clock moves. The notification arrives asynchronously.
    await vi.waitFor(async () => expect(await brandNameOn(second)).toBe('Demo Store (renamed)'));
    await vi.waitFor(async () => expect(await brandNameOn(first)).toBe('Demo Store (renamed)'));
  });

  it('resolves a renamed tenant by its new name on both instances, and not by the old one', async () => {
    expect(await brandNameOn(second, 'salon')).toBe('Salon Noura');
    await first.database.db
      .update(tenants)
      .set({ name: 'salon-noura' })
      .where(eq(tenants.id, seedIds.tenants.salon));

    await vi.waitFor(async () => expect(await brandNameOn(second, 'salon')).toBe(404));
    expect(await brandNameOn(second, 'Salon-Noura')).toBe('Salon Noura');
    await vi.waitFor(async () => expect(await brandNameOn(first, 'salon')).toBe(404));
  });
});

describe('createTenantDirectory', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  /** Notifications that never deliver: only expiry can refresh the cache. */
  const silent: Notifications = {
    publish: () => Promise.resolve(),
    subscribe: () => Promise.resolve(() => Promise.resolve()),
    holdInterest: () => Promise.resolve(() => Promise.resolve()),
    onResumed: () => () => undefined,
  };

  async function setBrandName(brandName: string) {
    await database.db.update(tenants).set({ brandName }).where(eq(tenants.id, demoId));
  }

  it('serves cached settings until the time to live passes on the injected clock', async () => {
    const clock = createTestClock();
    const directory = await createTenantDirectory({
      db: database.db,
      notifications: silent,
      clock,
      onError: rethrow,
      ttlMs: 10_000,
    });
    await setBrandName('Before');
    expect((await directory.settings(demoId))?.brandName).toBe('Before');
    expect((await directory.findTenant('DEMO'))?.id).toBe(demoId);

    await setBrandName('After');
    clock.advance(9_999);
    expect((await directory.settings(demoId))?.brandName).toBe('Before');
    clock.advance(1);
    expect((await directory.settings(demoId))?.brandName).toBe('After');
    await directory.close();
  });

  it('reads through, and reports why, when it cannot listen for changes', async () => {
    const errors: unknown[] = [];
    const directory = await createTenantDirectory({
      db: database.db,
      notifications: { ...silent, subscribe: () => Promise.reject(new Error('no listener')) },
      clock: createTestClock(),
      onError: (error) => errors.push(error),
    });
    await setBrandName('One');
    expect((await directory.settings(demoId))?.brandName).toBe('One');
    await setBrandName('Two');
    expect((await directory.settings(demoId))?.brandName).toBe('Two');
    expect(errors).toHaveLength(1);
  });
});
