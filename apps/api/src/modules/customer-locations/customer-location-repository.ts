import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customerLocations } from '../../db/schema/index.ts';

/** A stored saved location. */
export type CustomerLocationRecord = typeof customerLocations.$inferSelect;

/** What a save writes. */
export type CustomerLocationFields = Pick<
  CustomerLocationRecord,
  'longitude' | 'latitude' | 'description' | 'type'
>;

/**
 * One tenant's saved locations. Lists are one customer's; a lookup by id finds the tenant's row
 * whoever's it is, so the caller can tell 403 (another customer's) from 404.
 *
 * @example
 * const saved = await createCustomerLocationRepository(db, tenant.id).listOf(customerId);
 */
export function createCustomerLocationRepository(db: Db, tenantId: string) {
  const ofTenant = eq(customerLocations.tenantId, tenantId);
  return {
    /** The customer's locations, in the order they were saved. */
    async listOf(customerId: string): Promise<CustomerLocationRecord[]> {
      return db
        .select()
        .from(customerLocations)
        .where(and(ofTenant, eq(customerLocations.customerId, customerId)))
        .orderBy(asc(customerLocations.createdAt), asc(customerLocations.id));
    },

    async findOfTenant(id: string): Promise<CustomerLocationRecord | null> {
      const [row] = await db
        .select()
        .from(customerLocations)
        .where(and(ofTenant, eq(customerLocations.id, id)))
        .limit(1);
      return row ?? null;
    },

    async insert(
      location: Omit<CustomerLocationRecord, 'tenantId'>,
    ): Promise<CustomerLocationRecord> {
      const [row] = await db
        .insert(customerLocations)
        .values({ ...location, tenantId })
        .returning();
      if (!row) throw new Error('The saved location was not returned');
      return row;
    },

    async update(
      id: string,
      customerId: string,
      fields: CustomerLocationFields & { updatedAt: Date },
    ): Promise<CustomerLocationRecord | null> {
      const [row] = await db
        .update(customerLocations)
        .set(fields)
        .where(
          and(ofTenant, eq(customerLocations.customerId, customerId), eq(customerLocations.id, id)),
        )
        .returning();
      return row ?? null;
    },

    async delete(id: string, customerId: string): Promise<void> {
      await db
        .delete(customerLocations)
        .where(
          and(ofTenant, eq(customerLocations.customerId, customerId), eq(customerLocations.id, id)),
        );
    },
  };
}

/** One tenant's saved-location store (see createCustomerLocationRepository). */
export type CustomerLocationRepository = ReturnType<typeof createCustomerLocationRepository>;
