import { and, asc, desc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { paymentAttempts } from '../../../db/schema/index.ts';
import { isUuid } from '../../../http/is-uuid.ts';

/** A stored payment attempt. */
export type PaymentAttemptRecord = typeof paymentAttempts.$inferSelect;
/** A new attempt: everything but the timestamps the repository fills in. */
export type NewPaymentAttempt = Omit<
  typeof paymentAttempts.$inferInsert,
  'tenantId' | 'createdAt' | 'updatedAt'
>;
/** The fields of an attempt a step may set. */
export type PaymentAttemptChanges = Partial<
  Pick<
    PaymentAttemptRecord,
    | 'status'
    | 'providerPaymentId'
    | 'providerSessionId'
    | 'redirectUrl'
    | 'holdsPlaces'
    | 'failureCode'
    | 'failureReason'
    | 'providerMessage'
    | 'orderNumber'
    | 'providerCallAt'
    | 'moneyReturn'
  >
>;

/**
 * One tenant's payment attempts. Every query is scoped by `tenantId`; ids that are not UUIDs find
 * nothing. Pass a transaction as `db` to lock an attempt.
 *
 * @example
 * const attempt = await createPaymentAttemptRepository(tx, tenantId).lock(attemptId);
 */
export function createPaymentAttemptRepository(db: Db, tenantId: string) {
  const ofTenant = eq(paymentAttempts.tenantId, tenantId);
  return {
    async find(id: string): Promise<PaymentAttemptRecord | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(and(ofTenant, eq(paymentAttempts.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The attempt, its row locked until the transaction ends (settling happens once). */
    async lock(id: string): Promise<PaymentAttemptRecord | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(and(ofTenant, eq(paymentAttempts.id, id)))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async findByKey(cartId: string, idempotencyKey: string): Promise<PaymentAttemptRecord | null> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(
          and(
            ofTenant,
            eq(paymentAttempts.cartId, cartId),
            eq(paymentAttempts.idempotencyKey, idempotencyKey),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** The cart's pending attempt (at most one). */
    async findPending(cartId: string): Promise<PaymentAttemptRecord | null> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(
          and(ofTenant, eq(paymentAttempts.cartId, cartId), eq(paymentAttempts.status, 'pending')),
        )
        .limit(1);
      return row ?? null;
    },

    /** The cart's attempts, the newest first. */
    async ofCart(cartId: string): Promise<PaymentAttemptRecord[]> {
      return db
        .select()
        .from(paymentAttempts)
        .where(and(ofTenant, eq(paymentAttempts.cartId, cartId)))
        .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id));
    },

    async create(attempt: NewPaymentAttempt, now: Date): Promise<PaymentAttemptRecord> {
      const [row] = await db
        .insert(paymentAttempts)
        .values({ ...attempt, tenantId, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('The new payment attempt was not returned');
      return row;
    },

    async update(
      id: string,
      changes: PaymentAttemptChanges,
      now: Date,
    ): Promise<PaymentAttemptRecord> {
      const [row] = await db
        .update(paymentAttempts)
        .set({ ...changes, updatedAt: now })
        .where(and(ofTenant, eq(paymentAttempts.id, id)))
        .returning();
      if (!row) throw new Error('The changed payment attempt was not returned');
      return row;
    },
  };
}

/** One tenant's payment attempt store (see createPaymentAttemptRepository). */
export type PaymentAttemptRepository = ReturnType<typeof createPaymentAttemptRepository>;

/**
 * Where an attempt is, across tenants: the public routes (a provider's return, tamara's
 * notification) know only the attempt or the provider's payment id. Answers the tenant and id.
 *
 * @example
 * const found = await findAttemptAnywhere(db, { id: attemptId });
 */
export async function findAttemptAnywhere(
  db: Db,
  by: { id: string } | { provider: string; providerPaymentId: string },
): Promise<{ id: string; tenantId: string } | null> {
  if ('id' in by && !isUuid(by.id)) return null;
  const [row] = await db
    .select({ id: paymentAttempts.id, tenantId: paymentAttempts.tenantId })
    .from(paymentAttempts)
    .where(
      'id' in by
        ? eq(paymentAttempts.id, by.id)
        : and(
            eq(paymentAttempts.provider, by.provider),
            eq(paymentAttempts.providerPaymentId, by.providerPaymentId),
          ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Attempts of every tenant whose money is still to be given back (`money_return = 'due'`), the
 * longest waiting first, at most `limit` (for the sweeper).
 *
 * @example
 * const due = await findMoneyReturnsDue(db, 100);
 */
export async function findMoneyReturnsDue(
  db: Db,
  limit: number,
): Promise<{ id: string; tenantId: string }[]> {
  return db
    .select({ id: paymentAttempts.id, tenantId: paymentAttempts.tenantId })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.moneyReturn, 'due'))
    .orderBy(asc(paymentAttempts.updatedAt))
    .limit(limit);
}

/**
 * Attempts of every tenant that ended without an order (expired or cancelled) although their
 * provider payment may still go through (the shopper paying late, with no return and no
 * notification): made after `since`, not looked at since `quietSince`, the oldest first, at most
 * `limit` (for the sweeper).
 *
 * @example
 * const late = await findEndedWithPayment(db, dayAgo, tenMinutesAgo, 100);
 */
export async function findEndedWithPayment(
  db: Db,
  since: Date,
  quietSince: Date,
  limit: number,
): Promise<{ id: string; tenantId: string }[]> {
  return db
    .select({ id: paymentAttempts.id, tenantId: paymentAttempts.tenantId })
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.status, ['expired', 'cancelled']),
        isNotNull(paymentAttempts.providerPaymentId),
        gt(paymentAttempts.createdAt, since),
        lt(paymentAttempts.updatedAt, quietSince),
      ),
    )
    .orderBy(asc(paymentAttempts.updatedAt))
    .limit(limit);
}

/**
 * Marks an attempt as looked at now (its `updated_at`), so the sweeper asks about it again only
 * after a while.
 *
 * @example
 * await touchAttempt(db, tenantId, attemptId, clock.now());
 */
export async function touchAttempt(db: Db, tenantId: string, id: string, now: Date): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ updatedAt: now })
    .where(and(eq(paymentAttempts.tenantId, tenantId), eq(paymentAttempts.id, id)));
}

/**
 * Pending attempts of every tenant whose hold lapsed before `now`, the oldest first (for the
 * sweeper), at most `limit`.
 *
 * @example
 * const lapsed = await findLapsedAttempts(db, clock.now(), 100);
 */
export async function findLapsedAttempts(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ id: string; tenantId: string }[]> {
  return db
    .select({ id: paymentAttempts.id, tenantId: paymentAttempts.tenantId })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.status, 'pending'), lt(paymentAttempts.holdExpiresAt, now)))
    .orderBy(asc(paymentAttempts.holdExpiresAt))
    .limit(limit);
}

/**
 * How long a provider call that makes an attempt's payment may be out before another request
 * takes it over: longer than the provider HTTP time-out (30 s, provider-http.ts), so only a call
 * whose process died is ever taken over (docs/decisions/0021).
 */
export const providerCallStaleMs = 45_000;

/**
 * Whether the attempt's provider call was cut off: started, never recorded, and older than
 * {@link providerCallStaleMs}.
 *
 * @example
 * if (isStaleCall(attempt, clock.now())) await takeOver(attempt);
 */
export function isStaleCall(attempt: PaymentAttemptRecord, now: Date): boolean {
  return (
    attempt.providerCallAt !== null &&
    now.getTime() - attempt.providerCallAt.getTime() >= providerCallStaleMs
  );
}
