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
  /** Interest held (holdInterest) as `[namespace, key]` with its count, to take again on reconnect. */
  const interests = new Map<string, { namespace: number; key: string; count: number }>();
  const resumedHandlers = new Set<() => void>();

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
      for (const { namespace, key, count } of interests.values()) {
        for (let i = 0; i < count; i++) await lockShared(connection, namespace, key);
      }
      for (const handler of resumedHandlers) handler();
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

  function lockShared(connection: pg.Client, namespace: number, key: string) {
    return connection.query('select pg_advisory_lock_shared($1, hashtext($2))', [namespace, key]);
  }

  return {
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [assertNotificationChannel(channel), payload]);
    },
    subscribe: (channel, handler) => hub.subscribe(channel, handler),
    async holdInterest(namespace, key) {
      const id = `${namespace}/${key}`;
      const interest = interests.get(id) ?? { namespace, key, count: 0 };
      interests.set(id, interest);
      interest.count += 1;
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        interest.count -= 1;
        if (interest.count === 0) interests.delete(id);
        // A lost connection took its locks with it; the reconnection takes only those still held.
        const connection = client;
        if (connection && !closed) {
          await connection
            .query('select pg_advisory_unlock_shared($1, hashtext($2))', [namespace, key])
            .catch(onError);
        }
      };
      try {
        // The listening connection: it lives as long as the interest (a pooled one would not).
        await lockShared(await connect(), namespace, key);
      } catch (error) {
        await release();
        throw error;
      }
      return release;
    },
    onResumed(handler) {
      resumedHandlers.add(handler);
      return () => resumedHandlers.delete(handler);
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const open = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      await open?.end();
    },
  };
}
