/** Called with the payload of each notification on the channel it was subscribed to. */
export type NotificationHandler = (payload: string) => void;

/**
 * Publish/subscribe over PostgreSQL LISTEN/NOTIFY. Every API instance connected to the same
 * database receives every notification, so an event raised by one instance reaches the event
 * streams served by all. Payloads are limited to about 8,000 bytes by PostgreSQL: send ids and
 * small facts, not whole documents.
 *
 * @example
 * const unsubscribe = await notifications.subscribe('cart_events', (payload) => send(payload));
 * await notifications.publish('cart_events', JSON.stringify({ cartId }));
 * await unsubscribe();
 */
export interface Notifications {
  /** Sends `payload` to every subscriber of `channel` (in every process) once committed. */
  publish(channel: string, payload: string): Promise<void>;
  /** Starts delivering `channel`'s notifications to `handler`; resolves to its unsubscribe. */
  subscribe(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /**
   * Shows writers on other connections that this process awaits notifications about `key`, so
   * they may skip a NOTIFY nobody awaits (a NOTIFY serialises commits server-wide): PostgreSQL
   * holds a shared session advisory lock `(namespace, hashtext(key))` on the listening connection
   * until the returned release is called (taken again after a reconnection). It is granted only
   * once every writer that saw no listener has committed. PGlite, one connection, holds nothing:
   * its writers always notify. Calls stack: each needs its own release.
   */
  holdInterest(namespace: number, key: string): Promise<() => Promise<void>>;
  /**
   * Calls `handler` each time the listening connection is back after it was lost (PostgreSQL
   * restarted, the network dropped it), once its LISTENs and interests are taken again.
   * Notifications sent meanwhile were missed, so a subscriber catches up from what is stored.
   * PGlite's one in-process session never loses its listener. Answers the unsubscribe.
   */
  onResumed(handler: () => void): () => void;
}

/** The advisory lock namespace of interest in one cart's events (see `holdInterest`). */
export const cartInterestLockNamespace = 727_011;
