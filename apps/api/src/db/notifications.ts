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
}
