/**
 * A channel name the notifications accept: a lower-case SQL identifier, so it is sent to LISTEN
 * without quoting (PGlite's listen helpers do not quote names) and can never inject SQL.
 */
const channelPattern = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Returns `channel` when it is a valid notification channel name, else throws.
 *
 * @example
 * assertNotificationChannel('cart_events'); // 'cart_events'
 */
export function assertNotificationChannel(channel: string): string {
  if (!channelPattern.test(channel)) {
    throw new Error(`Invalid notification channel name: ${JSON.stringify(channel)}`);
  }
  return channel;
}
