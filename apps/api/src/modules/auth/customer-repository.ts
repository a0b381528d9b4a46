import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers } from '../../db/schema/index.ts';

/** A stored customer. */
export type Customer = typeof customers.$inferSelect;

/**
 * One tenant's customers. Every query is scoped by `tenantId`.
 *
 * @example
 * const customer = await createCustomerRepository(db, tenant.id).findOrCreate(mobile, id, now);
 */
export function createCustomerRepository(db: Db, tenantId: string) {
  const ofTenant = eq(customers.tenantId, tenantId);
  return {
    async findById(id: string): Promise<Customer | null> {
      const [row] = await db
        .select()
        .from(customers)
        .where(and(ofTenant, eq(customers.id, id)))
        .limit(1);
      return row ?? null;
    },

    async findByMobileNumber(mobileNumber: string): Promise<Customer | null> {
      const [row] = await db
        .select()
        .from(customers)
        .where(and(ofTenant, eq(customers.mobileNumber, mobileNumber)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Gives a customer without a name this one; a customer who has a name keeps it (the account's
     * own name is only changed in its profile).
     */
    async nameIfUnnamed(id: string, name: string): Promise<void> {
      await db
        .update(customers)
        .set({ name })
        .where(and(ofTenant, eq(customers.id, id), isNull(customers.name)));
    },

    /**
     * The customer with this number, created (with `newId`) on first sign-in. Safe when two
     * sign-ins for a new number race: the unique index keeps one row and both get it.
     */
    async findOrCreate(mobileNumber: string, newId: string, now: Date): Promise<Customer> {
      await db
        .insert(customers)
        .values({ id: newId, tenantId, mobileNumber, name: null, createdAt: now })
        .onConflictDoNothing({ target: [customers.tenantId, customers.mobileNumber] });
      const customer = await this.findByMobileNumber(mobileNumber);
      if (!customer) throw new Error('Customer vanished right after its upsert');
      return customer;
    },
  };
}

/** One tenant's customer store (see createCustomerRepository). */
export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
