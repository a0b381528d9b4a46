import type { Db } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import { createSessionRepository } from '../auth/session-repository.ts';
import { createCartEventRepository, type CartEventType } from './cart-event-repository.ts';
import type { StreamSession } from './open-cart-event-stream.ts';
import type { SessionRevocationWatch } from './session-revocation-watch.ts';
import type { StreamViewer } from './stream-viewer.ts';

/** What {@link streamSessionOf} reads: the database, the clock, the revocation notices. */
export interface StreamSessionDeps {
  db: Db;
  clock: Clock;
  revocations: SessionRevocationWatch;
}

/**
 * The session guard of a signed-in stream (docs/product/event-streams.md, "Sessions"): expired
 * once the clock reaches the access token's `exp`; live while its session is not revoked; and
 * told when to look again by a revocation notice of the session or a timer at `exp`.
 *
 * @example
 * const session = streamSessionOf(deps, { tenantId, cartId, type: 'cartUpdated' }, viewer);
 */
export function streamSessionOf(
  deps: StreamSessionDeps,
  stream: { tenantId: string; cartId: string; type: CartEventType },
  viewer: StreamViewer,
): StreamSession {
  const { tenantId } = stream;
  const sessions = createSessionRepository(deps.db, tenantId);
  const events = createCartEventRepository(deps.db, tenantId);
  return {
    latestStoredId: async () => (await events.latest(stream.cartId, stream.type))?.id ?? 0,
    expired: () => deps.clock.now().getTime() >= viewer.expiresAt.getTime(),
    isLive: async () =>
      (await sessions.findSessionCustomer(viewer.sessionId, viewer.customerId)) !== null,
    watch: async (maybeEnded) => {
      const stopWatching = await deps.revocations.watch(tenantId, viewer.sessionId, maybeEnded);
      const untilExpiry = viewer.expiresAt.getTime() - deps.clock.now().getTime();
      const expiry = setTimeout(maybeEnded, Math.max(0, untilExpiry));
      expiry.unref();
      return () => {
        clearTimeout(expiry);
        stopWatching();
      };
    },
  };
}
