import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bankTransferInfos, bankTransferReceipts } from '../../db/schema/index.ts';

/** A stored bank-transfer info. */
export type BankTransferInfoRecord = typeof bankTransferInfos.$inferSelect;
/** A stored receipt. */
export type BankTransferReceiptRecord = typeof bankTransferReceipts.$inferSelect;

/**
 * One tenant's bank-transfer infos and receipts. Every query is scoped by `tenantId`.
 *
 * @example
 * const info = await createBankTransferRepository(db, tenant.id).findInfo(cartId);
 */
export function createBankTransferRepository(db: Db, tenantId: string) {
  return {
    async findInfo(cartId: string): Promise<BankTransferInfoRecord | null> {
      const [row] = await db
        .select()
        .from(bankTransferInfos)
        .where(and(eq(bankTransferInfos.tenantId, tenantId), eq(bankTransferInfos.cartId, cartId)))
        .limit(1);
      return row ?? null;
    },

    async findReceipt(id: string): Promise<BankTransferReceiptRecord | null> {
      const [row] = await db
        .select()
        .from(bankTransferReceipts)
        .where(and(eq(bankTransferReceipts.tenantId, tenantId), eq(bankTransferReceipts.id, id)))
        .limit(1);
      return row ?? null;
    },

    async addReceipt(receipt: Omit<BankTransferReceiptRecord, 'tenantId'>): Promise<void> {
      await db.insert(bankTransferReceipts).values({ ...receipt, tenantId });
    },

    async deleteReceipt(id: string): Promise<void> {
      await db
        .delete(bankTransferReceipts)
        .where(and(eq(bankTransferReceipts.tenantId, tenantId), eq(bankTransferReceipts.id, id)));
    },

    /** Sets the cart's transfer info, replacing an earlier one. */
    async saveInfo(info: Omit<BankTransferInfoRecord, 'tenantId'>): Promise<void> {
      await db
        .insert(bankTransferInfos)
        .values({ ...info, tenantId })
        .onConflictDoUpdate({
          target: bankTransferInfos.cartId,
          set: {
            transferorName: info.transferorName,
            bankAccountId: info.bankAccountId,
            receiptId: info.receiptId,
            updatedAt: info.updatedAt,
          },
        });
    },
  };
}

/** One tenant's bank-transfer store (see createBankTransferRepository). */
export type BankTransferRepository = ReturnType<typeof createBankTransferRepository>;
