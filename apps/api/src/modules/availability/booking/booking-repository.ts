import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { bookings, providers } from '../../../db/schema/index.ts';
import type { BookedPlaces } from '../slot-rules.ts';

/** A stored booking row. */
export type BookingRow = typeof bookings.$inferSelect;

/** A booking to store: one provider's places. */
export type NewBooking = typeof bookings.$inferInsert;

/**
 * One tenant's bookings. Every query is scoped by `tenantId`. Pass a transaction as `db` to lock
 * and book atomically (see `lockProviders`).
 *
 * @example
 * const taken = await createBookingRepository(db, tenant.id).overlapping(providerIds, span);
 */
export function createBookingRepository(db: Db, tenantId: string) {
  const ofTenant = eq(bookings.tenantId, tenantId);
  return {
    /** The places booked on `providerIds` that overlap `[from, to)` (ms), any product. */
    async overlapping(
      providerIds: readonly string[],
      span: { from: number; to: number },
    ): Promise<BookedPlaces[]> {
      if (providerIds.length === 0) return [];
      const rows = await db
        .select({
          productId: bookings.productId,
          providerId: bookings.providerId,
          startsAt: bookings.startsAt,
          endsAt: bookings.endsAt,
          quantity: bookings.quantity,
        })
        .from(bookings)
        .where(
          and(
            ofTenant,
            inArray(bookings.providerId, [...providerIds]),
            lt(bookings.startsAt, new Date(span.to)),
            gt(bookings.endsAt, new Date(span.from)),
          ),
        );
      return rows.map((row) => ({
        ...row,
        startsAt: row.startsAt.getTime(),
        endsAt: row.endsAt.getTime(),
      }));
    },

    /** The booking rows of `productIds` overlapping `[from, to)`, by start. */
    async ofProducts(
      productIds: readonly string[],
      span: { from: number; to: number },
    ): Promise<BookingRow[]> {
      if (productIds.length === 0) return [];
      return db
        .select()
        .from(bookings)
        .where(
          and(
            ofTenant,
            inArray(bookings.productId, [...productIds]),
            lt(bookings.startsAt, new Date(span.to)),
            gt(bookings.endsAt, new Date(span.from)),
          ),
        )
        .orderBy(asc(bookings.startsAt), asc(bookings.reference), asc(bookings.providerId));
    },

    /**
     * Locks the providers' rows (`SELECT … FOR UPDATE`, in id order so two bookings never wait on
     * each other crosswise) until the transaction ends: whoever books these providers next waits,
     * then sees this transaction's bookings. Needs READ COMMITTED, PostgreSQL's default, so the
     * reads after the lock see what the previous holder committed.
     */
    async lockProviders(providerIds: readonly string[]): Promise<void> {
      if (providerIds.length === 0) return;
      await db
        .select({ id: providers.id })
        .from(providers)
        .where(and(eq(providers.tenantId, tenantId), inArray(providers.id, [...providerIds])))
        .orderBy(asc(providers.id))
        .for('update');
    },

    async insert(rows: NewBooking[]): Promise<void> {
      if (rows.length > 0) await db.insert(bookings).values(rows);
    },

    /** Deletes every booking held under `reference`. */
    async release(reference: string): Promise<void> {
      await db.delete(bookings).where(and(ofTenant, eq(bookings.reference, reference)));
    },
  };
}
