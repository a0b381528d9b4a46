import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { taxDocuments } from '../../../db/schema/index.ts';

/** A stored tax document (invoice or credit note). */
export type TaxDocumentRecord = typeof taxDocuments.$inferSelect;

/** What a reporting attempt changes on a document. */
export type ReportingUpdate = Pick<
  TaxDocumentRecord,
  | 'reportingStatus'
  | 'reportingAttempts'
  | 'reportingLastAttemptAt'
  | 'reportingMessage'
  | 'reportingNextAttemptAt'
>;

/**
 * One tenant's tax documents. Every query is scoped by `tenantId`.
 *
 * @example
 * const documents = await createTaxDocumentRepository(db, tenant.id).ofOrder(order.id);
 */
export function createTaxDocumentRepository(db: Db, tenantId: string) {
  const ofTenant = eq(taxDocuments.tenantId, tenantId);
  return {
    async insert(document: Omit<TaxDocumentRecord, 'tenantId'>): Promise<void> {
      await db.insert(taxDocuments).values({ ...document, tenantId });
    },

    /** The order's documents, in the chain's order (its invoice first). */
    async ofOrder(orderId: string): Promise<TaxDocumentRecord[]> {
      return db
        .select()
        .from(taxDocuments)
        .where(and(ofTenant, eq(taxDocuments.orderId, orderId)))
        .orderBy(asc(taxDocuments.counter));
    },

    /** The order's invoice, its row locked until the transaction ends; null without one. */
    async lockInvoiceOf(orderId: string): Promise<TaxDocumentRecord | null> {
      const [row] = await db
        .select()
        .from(taxDocuments)
        .where(and(ofTenant, eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async find(id: string): Promise<TaxDocumentRecord | null> {
      const [row] = await db
        .select()
        .from(taxDocuments)
        .where(and(ofTenant, eq(taxDocuments.id, id)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Claims a queued document for one reporting attempt: moves its next attempt to `leaseUntil`
     * only if it is still due as `seenNextAttemptAt`, so of two workers (two instances) one
     * wins; a worker that dies mid-call leaves it to be tried again after the lease.
     */
    async claimForReporting(
      id: string,
      seenNextAttemptAt: Date,
      leaseUntil: Date,
    ): Promise<boolean> {
      const claimed = await db
        .update(taxDocuments)
        .set({ reportingNextAttemptAt: leaseUntil })
        .where(
          and(
            ofTenant,
            eq(taxDocuments.id, id),
            eq(taxDocuments.reportingStatus, 'queued'),
            eq(taxDocuments.reportingNextAttemptAt, seenNextAttemptAt),
          ),
        )
        .returning({ id: taxDocuments.id });
      return claimed.length === 1;
    },

    async recordReporting(id: string, update: ReportingUpdate): Promise<TaxDocumentRecord> {
      const [row] = await db
        .update(taxDocuments)
        .set(update)
        .where(and(ofTenant, eq(taxDocuments.id, id)))
        .returning();
      if (!row) throw new Error(`Tax document ${id} vanished while being reported`);
      return row;
    },
  };
}

/** One tenant's tax document store (see createTaxDocumentRepository). */
export type TaxDocumentRepository = ReturnType<typeof createTaxDocumentRepository>;

/**
 * Queued documents of every tenant whose next reporting attempt is due at `now`, oldest first, at
 * most `limit` (the reporting worker's round).
 *
 * @example
 * const due = await findDocumentsDueForReporting(db, clock.now(), 50);
 */
export async function findDocumentsDueForReporting(
  db: Db,
  now: Date,
  limit: number,
): Promise<TaxDocumentRecord[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.reportingStatus, 'queued'),
        lte(taxDocuments.reportingNextAttemptAt, now),
      ),
    )
    .orderBy(asc(taxDocuments.reportingNextAttemptAt), asc(sql`${taxDocuments.counter}`))
    .limit(limit);
}
