import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bankAccounts } from '../../db/schema/index.ts';

/** A stored bank account. */
export type BankAccountRecord = typeof bankAccounts.$inferSelect;

/**
 * One tenant's bank accounts. Every query is scoped by `tenantId`.
 *
 * @example
 * const accounts = await createBankAccountRepository(db, tenant.id).list();
 */
export function createBankAccountRepository(db: Db, tenantId: string) {
  const ofTenant = eq(bankAccounts.tenantId, tenantId);
  return {
    async list(): Promise<BankAccountRecord[]> {
      return db
        .select()
        .from(bankAccounts)
        .where(ofTenant)
        .orderBy(asc(bankAccounts.sortOrder), asc(bankAccounts.createdAt), asc(bankAccounts.id));
    },

    /** One account of this tenant (e.g. the one a bank transfer names), or null. */
    async findById(id: string): Promise<BankAccountRecord | null> {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(and(ofTenant, eq(bankAccounts.id, id)))
        .limit(1);
      return row ?? null;
    },
  };
}
