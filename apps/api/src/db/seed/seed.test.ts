import { otherDigits } from '@storefront/contracts';
import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.ts';
import { testEpoch } from '../../testing/test-clock.ts';
import type { Database } from '../database.ts';
import { migrateDatabase } from '../migrate-database.ts';
import * as schema from '../schema/index.ts';
import { seedDatabase, seedIds } from './index.ts';

async function rowCounts(database: Database) {
  const { db } = database;
  return {
    tenants: (await db.select().from(schema.tenants)).length,
    tenantLogos: (await db.select().from(schema.tenantLogos)).length,
    termsAndConditions: (await db.select().from(schema.termsAndConditions)).length,
    bankAccounts: (await db.select().from(schema.bankAccounts)).length,
    coupons: (await db.select().from(schema.coupons)).length,
  };
}

describe('seedDatabase', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('holds the seed of docs/product/demo-data.md', async () => {
    expect(await rowCounts(database)).toEqual({
      tenants: 4,
      tenantLogos: 1,
      termsAndConditions: 6,
      bankAccounts: 2,
      coupons: 4,
    });
    const codes = await database.db
      .select({ code: schema.coupons.code, validUntil: schema.coupons.validUntil })
      .from(schema.coupons);
    expect(codes.map((c) => c.code).sort()).toEqual(['EXPIRED', 'ONCE20', 'SAVE50', 'WELCOME10']);
    expect(codes.find((c) => c.code === 'EXPIRED')?.validUntil?.getTime()).toBeLessThan(
      testEpoch.getTime(),
    );
  });

  it('writes every text in the pages’ Western digits (docs/decisions/0026-digits.md)', async () => {
    const tables = Object.values(schema).filter((value) => is(value, PgTable));
    expect(tables.length).toBeGreaterThan(10);
    for (const table of tables) {
      const rows = JSON.stringify(await database.db.select().from(table));
      expect(rows, getTableName(table)).not.toMatch(otherDigits);
    }
  });

  it('is idempotent and never overwrites a changed row', async () => {
    const before = await rowCounts(database);
    await database.db
      .update(schema.tenants)
      .set({ brandName: 'Renamed' })
      .where(eq(schema.tenants.id, seedIds.tenants.demo));
    await seedDatabase(database, { now: new Date() });
    expect(await rowCounts(database)).toEqual(before);
    const [demo] = await database.db
      .select()
      .from(schema.tenants)
      .where(eq(schema.tenants.id, seedIds.tenants.demo));
    expect(demo?.brandName).toBe('Renamed');
  });

  it('restores a seeded row that is missing', async () => {
    await database.db
      .delete(schema.bankAccounts)
      .where(eq(schema.bankAccounts.id, seedIds.bankAccounts.demoSnb));
    await seedDatabase(database, { now: new Date() });
    expect((await rowCounts(database)).bankAccounts).toBe(2);
  });

  it('at a start (skipWhenPresent), leaves a seeded database alone', async () => {
    await database.db
      .delete(schema.bankAccounts)
      .where(eq(schema.bankAccounts.id, seedIds.bankAccounts.demoSnb));
    expect(await seedDatabase(database, { now: new Date(), skipWhenPresent: true })).toBe(
      'present',
    );
    expect((await rowCounts(database)).bankAccounts).toBe(1);
    expect(await seedDatabase(database, { now: new Date() })).toBe('seeded');
    expect((await rowCounts(database)).bankAccounts).toBe(2);
  });

  it('at a start, seeds a database that lacks a seeded tenant (an older seed)', async () => {
    await database.db.delete(schema.tenants).where(eq(schema.tenants.id, seedIds.tenants.closed));
    expect(await seedDatabase(database, { now: new Date(), skipWhenPresent: true })).toBe('seeded');
    expect((await rowCounts(database)).tenants).toBe(4);
  });

  it('re-running the migrations changes nothing', async () => {
    await migrateDatabase(database);
    expect((await rowCounts(database)).tenants).toBe(4);
  });
});
