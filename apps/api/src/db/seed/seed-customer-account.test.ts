import { and, eq, type AnyColumn } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.ts';
import type { Database } from '../database.ts';
import * as schema from '../schema/index.ts';
import { customerAccountSeedIds as ids } from './customer-account-seed-ids.ts';
import { seedDatabase, seedIds } from './index.ts';

const demo = seedIds.tenants.demo;

async function accountRows(database: Database) {
  const { db } = database;
  const mine = (table: { customerId: AnyColumn }) => eq(table.customerId, ids.demoCustomer);
  const orders = await db.select().from(schema.orders).where(mine(schema.orders));
  const [counter] = await db
    .select()
    .from(schema.orderNumberCounters)
    .where(eq(schema.orderNumberCounters.tenantId, demo));
  return {
    orderStatuses: orders.map((order) => order.status).sort(),
    orderNumbers: new Set(orders.map((order) => order.orderNumber)).size,
    lastOrderNumber: counter?.lastNumber,
    groups: (await db.select().from(schema.presetGroups).where(mine(schema.presetGroups))).length,
    locations: (
      await db.select().from(schema.customerLocations).where(mine(schema.customerLocations))
    ).length,
    packages: (await db.select().from(schema.customerPackages).where(mine(schema.customerPackages)))
      .length,
    subscriptions: (
      await db.select().from(schema.customerSubscriptions).where(mine(schema.customerSubscriptions))
    ).length,
  };
}

describe('seedCustomerAccount', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(() => database.close());

  it("gives the demo customer orders in every status and the account's other parts", async () => {
    expect(await accountRows(database)).toEqual({
      orderStatuses: ['cancelled', 'paid', 'paid', 'paid', 'paid', 'paid', 'pendingVerification'],
      orderNumbers: 7,
      lastOrderNumber: 7,
      groups: 3,
      locations: 2,
      packages: 1,
      subscriptions: 1,
    });
  });

  it('seeds once: a later seed takes no order number and adds nothing', async () => {
    const before = await accountRows(database);
    expect(await seedDatabase(database, { now: new Date(), skipWhenPresent: true })).toBe(
      'present',
    );
    await seedDatabase(database, { now: new Date() });
    expect(await accountRows(database)).toEqual(before);
  });

  it("leaves the account out when the number is already another customer's", async () => {
    await database.db.delete(schema.customers).where(eq(schema.customers.id, ids.demoCustomer));
    await database.db.insert(schema.customers).values({
      id: '00000000-0000-4000-8000-00000000c001',
      tenantId: demo,
      mobileNumber: '+966555000111',
      createdAt: new Date(),
    });
    await seedDatabase(database, { now: new Date() });
    const [customer] = await database.db
      .select()
      .from(schema.customers)
      .where(
        and(
          eq(schema.customers.tenantId, demo),
          eq(schema.customers.mobileNumber, '+966555000111'),
        ),
      );
    expect(customer?.id).toBe('00000000-0000-4000-8000-00000000c001');
    expect((await accountRows(database)).groups).toBe(0);
  });
});
