import pg from 'pg';
import { assertNotificationChannel } from './notification-channel.ts';
import { NotificationHub } from './notification-hub.ts';
import type { Notifications } from './notifications.ts';

/** Notifications on a PostgreSQL server, plus the `close` that ends their listening connection. */
export interface PostgresNotifications extends Notifications {
  close(): Promise<void>;
}

const reconnectDelayMs = 1_000;

/**
 * LISTEN/NOTIFY on a PostgreSQL server. Publishing goes through the pool; listening holds one
 * dedicated connection (a pooled one would be handed to other queries), opened on the first
 * subscription and reopened, re-LISTENing every channel, if the server drops it.
 */
export function createPostgresNotifications(
  pool: pg.Pool,
  connectionString: string,
  onError: (error: unknown) => void,
): PostgresNotifications {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;

  const hub = new NotificationHub(
    {
      listen: async (channel) => {
        const connection = await connect();
        await connection.query(`LISTEN ${channel}`);
      },
      unlisten: async (channel) => {
        if (client && !closed) await client.query(`UNLISTEN ${channel}`);
      },
    },
    onError,
  );

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => hub.dispatch(message.channel, message.payload ?? ''));
      next.on('error', (error) => {
        onError(error);
        dropAndReconnect(next);
      });
      next.on('end', () => dropAndReconnect(next));
      try {
        await next.connect();
      } finally {
        connecting = null;
      }
      client = next;
      return next;
    })();
    return connecting;
  }

  function dropAndReconnect(lost: pg.Client): void {
    if (client !== lost) return;
    client = null;
    lost.end().catch(() => undefined);
    if (closed || hub.channels().length === 0 || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void relisten();
    }, reconnectDelayMs);
    reconnectTimer.unref();
  }

  async function relisten(): Promise<void> {
    try {
      const connection = await connect();
      for (const channel of hub.channels()) await connection.query(`LISTEN ${channel}`);
    } catch (error) {
      onError(error);
      if (client) dropAndReconnect(client);
      else if (!closed && !reconnectTimer) {
        reconnectTimer = setTimeout(() => {
          reconnectTimer = null;
          void relisten();
        }, reconnectDelayMs);
        reconnectTimer.unref();
      }
    }
  }

  return {
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [assertNotificationChannel(channel), payload]);
    },
    subscribe: (channel, handler) => hub.subscribe(channel, handler),
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const open = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      await open?.end();
    },
  };
}
