import { z } from 'zod';

/**
 * The LISTEN/NOTIFY channel that announces a revoked sign-in session to every API instance on the
 * database, so event streams opened with that session's tokens end at once
 * (docs/product/event-streams.md, "Sessions"): a stream outlives the request that checked its
 * token, so the per-request check alone cannot reach it.
 */
export const sessionRevokedChannel = 'auth_session_revoked';

/** What a `auth_session_revoked` notification carries. */
export const sessionRevokedNoticeSchema = z.object({
  tenantId: z.string(),
  sessionId: z.string(),
});

export type SessionRevokedNotice = z.infer<typeof sessionRevokedNoticeSchema>;
