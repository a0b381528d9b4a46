import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { taxDocumentChains } from '../../../db/schema/index.ts';

/** The place a new document takes in its tenant's chain. */
export interface ChainLink {
  /** Its invoice counter value (ICV): one more than the last, from 1. */
  counter: number;
  /** The previous document's hash (PIH), or `firstHash` for the tenant's first document. */
  previousHash: string;
  /** Its sequence among documents of its kind (invoice or credit note), from 1. */
  sequence: number;
}

/**
 * The tenant's chain of tax documents (docs/decisions/0042-invoice-issuing.md). Call inside the
 * transaction that stores the document: `next` takes the head row's lock with its first
 * statement, and holds it until that transaction ends, so two issues at once (on any instance,
 * PGlite or PostgreSQL) take turns and the chain never forks; a transaction that fails gives its
 * counter back, so none is skipped.
 *
 * @example
 * const chain = taxDocumentChainOf(tx, tenantId);
 * const link = await chain.next('invoice', firstPreviousHash);
 * await chain.advance(link.counter, hash);
 */
export function taxDocumentChainOf(db: Db, tenantId: string) {
  return {
    /** Locks the head and answers the next link (the counter already counted in the row). */
    async next(kind: 'invoice' | 'creditNote', firstHash: string): Promise<ChainLink> {
      const isInvoice = kind === 'invoice' ? 1 : 0;
      // One statement: insert the first head or increment the present one; either way the row is
      // locked from here to the end of the transaction. `last_hash` is still the previous one.
      const [row] = await db
        .insert(taxDocumentChains)
        .values({
          tenantId,
          lastCounter: 1,
          lastHash: firstHash,
          lastInvoiceNumber: isInvoice,
          lastCreditNoteNumber: 1 - isInvoice,
        })
        .onConflictDoUpdate({
          target: taxDocumentChains.tenantId,
          set: {
            lastCounter: sql`${taxDocumentChains.lastCounter} + 1`,
            lastInvoiceNumber: sql`${taxDocumentChains.lastInvoiceNumber} + ${isInvoice}`,
            lastCreditNoteNumber: sql`${taxDocumentChains.lastCreditNoteNumber} + ${1 - isInvoice}`,
          },
        })
        .returning();
      if (!row) throw new Error('The tax document chain head was not returned');
      return {
        counter: row.lastCounter,
        previousHash: row.lastHash,
        sequence: kind === 'invoice' ? row.lastInvoiceNumber : row.lastCreditNoteNumber,
      };
    },

    /** Records the hash of the document that took `counter`, for the next one to chain to. */
    async advance(counter: number, hash: string): Promise<void> {
      const updated = await db
        .update(taxDocumentChains)
        .set({ lastHash: hash })
        .where(
          sql`${taxDocumentChains.tenantId} = ${tenantId} and ${taxDocumentChains.lastCounter} = ${counter}`,
        )
        .returning({ counter: taxDocumentChains.lastCounter });
      // Only a caller outside the head's lock could get here; failing keeps the chain whole.
      if (updated.length !== 1) throw new Error(`The chain head moved past counter ${counter}`);
    },
  };
}
