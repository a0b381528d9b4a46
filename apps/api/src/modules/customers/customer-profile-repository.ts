import type { CustomFieldValues } from '@storefront/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers } from '../../db/schema/index.ts';

/** A stored customer with the profile's fields. */
export type CustomerProfileRecord = typeof customers.$inferSelect;

/** What a profile update writes; left-out fields stay. */
export interface CustomerProfileChanges {
  name: string;
  email?: string | null;
  customFields?: CustomFieldValues;
  mobileNumber?: string;
}

/**
 * One tenant's customer profiles. Every query is scoped by `tenantId` and one customer id.
 *
 * @example
 * const profile = await createCustomerProfileRepository(db, tenant.id).find(customerId);
 */
export function createCustomerProfileRepository(db: Db, tenantId: string) {
  const mine = (customerId: string) =>
    and(eq(customers.tenantId, tenantId), eq(customers.id, customerId));
  return {
    async find(customerId: string): Promise<CustomerProfileRecord | null> {
      const [row] = await db.select().from(customers).where(mine(customerId)).limit(1);
      return row ?? null;
    },

    /** Writes the changes; a number already another customer's fails on the unique index. */
    async update(
      customerId: string,
      changes: CustomerProfileChanges,
    ): Promise<CustomerProfileRecord | null> {
      const [row] = await db
        .update(customers)
        .set({
          name: changes.name,
          ...(changes.email !== undefined ? { email: changes.email } : {}),
          ...(changes.customFields !== undefined ? { customFields: changes.customFields } : {}),
          ...(changes.mobileNumber !== undefined ? { mobileNumber: changes.mobileNumber } : {}),
        })
        .where(mine(customerId))
        .returning();
      return row ?? null;
    },
  };
}
