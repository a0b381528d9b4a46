import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authSessions, customers, refreshTokens } from '../../db/schema/index.ts';
import { sessionRevokedChannel } from './session-revoked-notice.ts';

/** A sign-in session (refresh token family). */
export type Session = typeof authSessions.$inferSelect;

/** A refresh token as stored (hash only). */
export type RefreshTokenRecord = typeof refreshTokens.$inferSelect;

/** The customer behind a live session (what an access token resolves to). */
export interface SessionCustomer {
  customerId: string;
  sessionId: string;
  mobileNumber: string;
  name: string | null;
}

/**
 * One tenant's sign-in sessions and their refresh tokens. A session is a refresh-token family:
 * revoking it ends every token born from one sign-in. Every query is scoped by `tenantId`.
 *
 * @example
 * const sessions = createSessionRepository(db, tenant.id);
 * const rotated = await sessions.markRefreshTokenUsed(hash, now);
 */
export function createSessionRepository(db: Db, tenantId: string) {
  return {
    async createSession(session: { id: string; customerId: string; createdAt: Date }) {
      await db.insert(authSessions).values({ ...session, tenantId });
    },

    async findSession(sessionId: string): Promise<Session | null> {
      const [row] = await db
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.tenantId, tenantId), eq(authSessions.id, sessionId)))
        .limit(1);
      return row ?? null;
    },

    async addRefreshToken(token: {
      id: string;
      sessionId: string;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
    }) {
      await db.insert(refreshTokens).values({ ...token, tenantId });
    },

    /**
     * Uses a refresh token, atomically: marks it used if it is unused, unexpired and its session is
     * live, and returns it; null otherwise. Of any number of concurrent calls with one token, exactly
     * one gets it (the row update serialises them).
     */
    async markRefreshTokenUsed(tokenHash: string, now: Date): Promise<RefreshTokenRecord | null> {
      const liveSessions = db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(eq(authSessions.tenantId, tenantId), isNull(authSessions.revokedAt)));
      const [row] = await db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tenantId, tenantId),
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            gt(refreshTokens.expiresAt, now),
            inArray(refreshTokens.sessionId, liveSessions),
          ),
        )
        .returning();
      return row ?? null;
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.tokenHash, tokenHash)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Ends a session (and so every token of its family); a no-op if already ended. Announces it on
     * {@link sessionRevokedChannel} when it commits, so open event streams of the session end too.
     */
    async revokeSession(sessionId: string, now: Date, reason: string): Promise<void> {
      await db.execute(sql`
        with revoked as (
          update ${authSessions}
          set ${sql.identifier(authSessions.revokedAt.name)} = ${now.toISOString()}::timestamptz,
              ${sql.identifier(authSessions.revokedReason.name)} = ${reason}
          where ${authSessions.tenantId} = ${tenantId}
            and ${authSessions.id} = ${sessionId}
            and ${authSessions.revokedAt} is null
          returning ${sql.identifier(authSessions.id.name)} as id
        )
        select pg_notify(
          ${sessionRevokedChannel},
          json_build_object('tenantId', ${tenantId}::text, 'sessionId', id::text)::text
        ) from revoked
      `);
    },

    /** The customer of a live session, or null if the session is revoked or not theirs. */
    async findSessionCustomer(
      sessionId: string,
      customerId: string,
    ): Promise<SessionCustomer | null> {
      const [row] = await db
        .select({
          customerId: customers.id,
          sessionId: authSessions.id,
          mobileNumber: customers.mobileNumber,
          name: customers.name,
        })
        .from(authSessions)
        .innerJoin(customers, eq(customers.id, authSessions.customerId))
        .where(
          and(
            eq(authSessions.tenantId, tenantId),
            eq(customers.tenantId, tenantId),
            eq(authSessions.id, sessionId),
            eq(customers.id, customerId),
            isNull(authSessions.revokedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}

/** One tenant's session store (see createSessionRepository). */
export type SessionRepository = ReturnType<typeof createSessionRepository>;
