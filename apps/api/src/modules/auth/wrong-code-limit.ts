import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { countHit } from '../../plugins/database-rate-limit-store.ts';
import { authLimits } from './auth-limits.ts';

/** A try at a number's codes, held against its limit until the code proves right or wrong. */
export interface HeldTry {
  /** Tries held in the window so far, this one included. */
  tries: number;
  /** Milliseconds until the window ends and the number's count starts again. */
  windowLeftMs: number;
  /** The limit is spent: this try must be refused (429) without looking at the code. */
  refused: boolean;
}

/**
 * The counter of one number's tries, in the shared `rate_limit_counters` table (migration 0005),
 * so the limit holds across every API instance. The tenant is in the key: a number is a
 * different account in each tenant.
 */
function keyOf(tenantId: string, mobileNumber: string): string {
  return `otp-wrong-codes|${tenantId}|${mobileNumber}`;
}

/**
 * Wrong codes per mobile number (OWASP ASVS 5.0 6.6.3: guessing is limited per account, not only
 * per otp token and per address): at most `otpMaxWrongCodesPerNumber` within
 * `otpWrongCodeWindowMs` across all the number's codes. A try is held first, atomically (one
 * statement, so parallel guesses on any instance cannot pass the limit together), and given back
 * when the code proves right or the token no longer takes tries; only wrong codes stay counted.
 *
 * @example
 * const limit = createWrongCodeLimit(db, tenant.id);
 * const held = await limit.hold('+966512345678', now);
 * if (held.refused) throw tooManyWrongCodes(held.windowLeftMs);
 */
export function createWrongCodeLimit(db: Db, tenantId: string) {
  return {
    async hold(mobileNumber: string, now: Date): Promise<HeldTry> {
      const window = await countHit(
        db,
        keyOf(tenantId, mobileNumber),
        now,
        authLimits.otpWrongCodeWindowMs,
      );
      return {
        tries: window.current,
        windowLeftMs: window.ttl,
        refused: window.current > authLimits.otpMaxWrongCodesPerNumber,
      };
    },

    /**
     * Gives a held try back (the code was right, or never checked). The count never goes below
     * one row's `hits > 0`: the last try deletes the row instead. Two statements, each atomic; a
     * try held between them is at worst kept counted, never lost.
     */
    async giveBack(mobileNumber: string, now: Date): Promise<void> {
      const key = keyOf(tenantId, mobileNumber);
      const open = gt(rateLimitCounters.windowEndsAt, now);
      await db
        .delete(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.hits, 1)));
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`${rateLimitCounters.hits} - 1` })
        .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.hits, 1), open));
    },
  };
}

/** One tenant's wrong-code counters (see createWrongCodeLimit). */
export type WrongCodeLimit = ReturnType<typeof createWrongCodeLimit>;
