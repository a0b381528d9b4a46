import { and, count, eq, gt, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { otpChallenges } from '../../db/schema/index.ts';
import { authLimits } from './auth-limits.ts';

/** A stored challenge (the code and token only as hashes). */
export type OtpChallenge = typeof otpChallenges.$inferSelect;

/** Advisory-lock namespace for "one sender per number at a time" (see lockMobileNumber). */
const otpSendLockNamespace = 727_002;

/**
 * One tenant's one-time-code challenges. Every query is scoped by `tenantId`.
 *
 * @example
 * const otps = createOtpRepository(db, tenant.id);
 * const challenge = await otps.findByTokenHash(hashOpaqueToken(token));
 */
export function createOtpRepository(db: Db, tenantId: string) {
  const ofTenant = eq(otpChallenges.tenantId, tenantId);
  return {
    /**
     * Serialises senders to one number until the transaction ends, so the send limit holds when
     * parallel requests (on any instance) count at the same time. Call inside a transaction.
     */
    async lockMobileNumber(mobileNumber: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(${otpSendLockNamespace}, hashtext(${`${tenantId}|${mobileNumber}`}))`,
      );
    },

    /** Codes sent to a number since `since`. */
    async countSentSince(mobileNumber: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ sent: count() })
        .from(otpChallenges)
        .where(
          and(
            ofTenant,
            eq(otpChallenges.mobileNumber, mobileNumber),
            gt(otpChallenges.createdAt, since),
          ),
        );
      return row?.sent ?? 0;
    },

    async create(challenge: Omit<OtpChallenge, 'tenantId' | 'attempts' | 'consumedAt'>) {
      await db.insert(otpChallenges).values({ ...challenge, tenantId, attempts: 0 });
    },

    /**
     * Closes the number's codes sent before `createdAt` that are still open, by ending their life
     * at `now`: only the latest code signs in. Their sending time stays, so they still count
     * against the send limit; an expiry before the full lifetime marks them replaced.
     */
    async closeEarlier(mobileNumber: string, createdAt: Date, now: Date): Promise<void> {
      await db
        .update(otpChallenges)
        .set({ expiresAt: now })
        .where(
          and(
            ofTenant,
            eq(otpChallenges.mobileNumber, mobileNumber),
            lt(otpChallenges.createdAt, createdAt),
            isNull(otpChallenges.consumedAt),
            gt(otpChallenges.expiresAt, now),
          ),
        );
    },

    async delete(id: string): Promise<void> {
      await db.delete(otpChallenges).where(and(ofTenant, eq(otpChallenges.id, id)));
    },

    async findByTokenHash(tokenHash: string): Promise<OtpChallenge | null> {
      const [row] = await db
        .select()
        .from(otpChallenges)
        .where(and(ofTenant, eq(otpChallenges.tokenHash, tokenHash)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Counts one try, atomically, if the challenge is still open (unused, unexpired, under the try
     * limit). Returns the challenge after counting, or null when it was not open.
     */
    async recordAttempt(id: string, now: Date): Promise<OtpChallenge | null> {
      const [row] = await db
        .update(otpChallenges)
        .set({ attempts: sql`${otpChallenges.attempts} + 1` })
        .where(
          and(
            ofTenant,
            eq(otpChallenges.id, id),
            isNull(otpChallenges.consumedAt),
            lt(otpChallenges.attempts, authLimits.otpMaxAttempts),
            gt(otpChallenges.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Marks the challenge used; false when another request used it first. */
    async consume(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(otpChallenges)
        .set({ consumedAt: now })
        .where(and(ofTenant, eq(otpChallenges.id, id), isNull(otpChallenges.consumedAt)))
        .returning({ id: otpChallenges.id });
      return rows.length === 1;
    },

    /**
     * The number an otp token proves: the token's code was entered correctly (it signed the
     * customer in) at most `verifiedOtpTokenLifetimeMs` ago. Null otherwise. For routes that take
     * an `otpToken`, such as the cart's customer.
     */
    async findVerifiedMobileNumber(tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ mobileNumber: otpChallenges.mobileNumber })
        .from(otpChallenges)
        .where(
          and(
            ofTenant,
            eq(otpChallenges.tokenHash, tokenHash),
            isNotNull(otpChallenges.consumedAt),
            gte(
              otpChallenges.consumedAt,
              new Date(now.getTime() - authLimits.verifiedOtpTokenLifetimeMs),
            ),
          ),
        )
        .limit(1);
      return row?.mobileNumber ?? null;
    },
  };
}

/** One tenant's challenge store (see createOtpRepository). */
export type OtpRepository = ReturnType<typeof createOtpRepository>;
