import type { Notifications } from '../../db/notifications.ts';
import {
  sessionRevokedChannel,
  sessionRevokedNoticeSchema,
} from '../auth/session-revoked-notice.ts';

/** Called when a watched session may have ended; the watcher reads the session to be sure. */
export type SessionNoticeHandler = () => void;

const keyOf = (tenantId: string, sessionId: string) => `${tenantId}/${sessionId}`;

/**
 * The one listener of `auth_session_revoked` in this process (opened with the first signed-in
 * stream): tells each open stream of a session when that session is revoked on any instance, so
 * the stream ends at once instead of at its next event (docs/product/event-streams.md,
 * "Sessions"). After a lost listener it tells every watcher, since a notice may have been missed.
 *
 * @example
 * const stop = await watch.watch(tenantId, sessionId, () => void recheck());
 */
export class SessionRevocationWatch {
  readonly #notifications: Notifications;
  readonly #onError: (error: unknown) => void;
  readonly #handlers = new Map<string, Set<SessionNoticeHandler>>();
  readonly #stopResumed: () => void;
  #subscription: Promise<() => Promise<void>> | null = null;

  constructor(options: { notifications: Notifications; onError: (error: unknown) => void }) {
    this.#notifications = options.notifications;
    this.#onError = options.onError;
    this.#stopResumed = options.notifications.onResumed(() => {
      for (const handlers of this.#handlers.values()) for (const handler of handlers) handler();
    });
  }

  /** Calls `handler` when the session may have ended, from when it resolves until stopped. */
  async watch(
    tenantId: string,
    sessionId: string,
    handler: SessionNoticeHandler,
  ): Promise<() => void> {
    await this.#listen();
    const key = keyOf(tenantId, sessionId);
    let handlers = this.#handlers.get(key);
    if (!handlers) {
      handlers = new Set();
      this.#handlers.set(key, handlers);
    }
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
      if (handlers.size === 0 && this.#handlers.get(key) === handlers) this.#handlers.delete(key);
    };
  }

  async close(): Promise<void> {
    this.#stopResumed();
    this.#handlers.clear();
    const unsubscribe = await this.#subscription?.catch(() => null);
    this.#subscription = null;
    await unsubscribe?.();
  }

  async #listen(): Promise<void> {
    if (!this.#subscription) {
      const subscription = this.#notifications.subscribe(sessionRevokedChannel, (payload) =>
        this.#onNotice(payload),
      );
      this.#subscription = subscription;
      // A failed LISTEN is retried by the next watcher rather than remembered.
      subscription.catch(() => {
        if (this.#subscription === subscription) this.#subscription = null;
      });
    }
    await this.#subscription;
  }

  #onNotice(payload: string): void {
    let notice;
    try {
      notice = sessionRevokedNoticeSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.#onError(error);
      return;
    }
    for (const handler of this.#handlers.get(keyOf(notice.tenantId, notice.sessionId)) ?? []) {
      handler();
    }
  }
}
