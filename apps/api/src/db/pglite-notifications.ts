import type { PGlite } from '@electric-sql/pglite';
import { assertNotificationChannel } from './notification-channel.ts';
import { NotificationHub } from './notification-hub.ts';
import type { Notifications } from './notifications.ts';

/**
 * LISTEN/NOTIFY on the embedded PGlite. PGlite is one connection in this process, so a NOTIFY
 * reaches this process's subscribers when its transaction commits.
 */
export function createPgliteNotifications(
  client: PGlite,
  onHandlerError: (error: unknown) => void,
): Notifications {
  // Names are checked identifiers (see notification-channel.ts), so they go unquoted.
  const hub = new NotificationHub(
    {
      listen: async (channel) => {
        await client.exec(`LISTEN ${channel}`);
      },
      unlisten: async (channel) => {
        if (!client.closed) await client.exec(`UNLISTEN ${channel}`);
      },
    },
    onHandlerError,
  );
  client.onNotification((channel, payload) => hub.dispatch(channel, payload));
  return {
    async publish(channel, payload) {
      await client.query('select pg_notify($1, $2)', [assertNotificationChannel(channel), payload]);
    },
    subscribe: (channel, handler) => hub.subscribe(channel, handler),
    // One session: a lock of its own would not stop its own writers, who always notify here.
    holdInterest: () => Promise.resolve(() => Promise.resolve()),
    onResumed: () => () => undefined,
  };
}
