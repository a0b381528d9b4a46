import { cartInterestLockNamespace, type Notifications } from '../../../db/notifications.ts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../platform/clock.ts';
import { isUuid } from '../../../http/is-uuid.ts';
import {
  cartEventNotificationSchema,
  cartEventsChannel,
} from '../../events/cart-event-notification.ts';
import { tenantChangesChannel } from '../../tenants/tenant-changes-channel.ts';
import type { CartRead } from './read-cart.ts';

/** What the cache listens to and how long it keeps a cart. */
export interface CartReadCacheOptions {
  notifications: Notifications;
  clock: Clock;
  /** Hears of a failed subscription (the cache then reads through) or a bad notification. */
  onError: (error: unknown) => void;
  /**
   * How long a cart is kept at most: bounds what no cart event announces (another cart's order
   * using up a shared coupon) and a notification lost with a dropped connection.
   */
  ttlMs?: number;
  /** Most carts kept at once; each holds an interest lock on the database server. */
  maxEntries?: number;
}

/** Cart reads kept in this process; see {@link createCartReadCache}. */
export interface CartReadCache {
  /** The tenant's cart as `load` reads it, from the cache when it is known to be current. */
  read(
    tenantId: string,
    cartId: string,
    load: () => Promise<CartRead | null>,
  ): Promise<CartRead | null>;
  /**
   * Called by a transaction that changes the cart, before it commits: the cart is read through
   * until its change's notification arrives (or `ttlMs` passes, should it roll back).
   */
  changing(tenantId: string, cartId: string): void;
  /** Stops listening and releases every interest; later reads go to the database. */
  close(): Promise<void>;
}

export const defaultCartReadTtlMs = 5_000;
const defaultMaxEntries = 500;

interface Entry {
  read: CartRead;
  expiresAt: number;
  release: () => Promise<void>;
}

const keyOf = (tenantId: string, cartId: string) => `${tenantId}/${cartId}`;

/**
 * A read-through cache of `GET /cart/{id}`'s one query for PostgreSQL servers, correct across API
 * instances (docs/decisions/0020-cart-read-cache.md). A cart is kept only while this process holds
 * an interest in its events (`holdInterest`): every transaction that changes a cart records a cart
 * event, and with an interest held anywhere that event is notified to every instance, which drops
 * the cart. The interest is granted only after every writer that saw none has committed, so the
 * read that follows it sees their changes. A tenant change (tax) or a lost listening connection
 * drops everything; an entry also expires after `ttlMs`. Carts changed here are read through
 * from the start of the change until its notification (`changing`), so this instance never
 * answers a cart older than a change it has made. Unknown carts are not kept.
 *
 * @example
 * const cache = createCartReadCache({ notifications, clock, onError });
 * const read = await cache.read(tenant.id, cartId, () => readCart(db, tenant.id, cartId));
 */
export function createCartReadCache(options: CartReadCacheOptions): CartReadCache {
  const { notifications, clock, onError } = options;
  const ttlMs = options.ttlMs ?? defaultCartReadTtlMs;
  const maxEntries = options.maxEntries ?? defaultMaxEntries;
  const entries = new Map<string, Entry>();
  const loads = new Map<string, Promise<CartRead | null>>();
  /** Loads in flight that a change overtook: their result is answered, not kept. */
  const overtaken = new Set<string>();
  /** Carts changing in this process: read through until this time (ms) or their notification. */
  const changingUntil = new Map<string, number>();
  let listening = false;
  let closed = false;

  const now = () => clock.now().getTime();
  const release = (entry: Entry) => void entry.release().catch(onError);
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (entry) {
      entries.delete(key);
      release(entry);
    }
    if (loads.has(key)) overtaken.add(key);
  };
  const dropAll = () => {
    for (const key of [...entries.keys(), ...loads.keys()]) drop(key);
  };

  const onCartEvent = (payload: string) => {
    const parsed = cartEventNotificationSchema.safeParse(safeJson(payload));
    if (!parsed.success) {
      onError(new Error(`cart read cache: unexpected cart event notification ${payload}`));
      return;
    }
    const key = keyOf(parsed.data.tenantId, parsed.data.cartId);
    changingUntil.delete(key);
    drop(key);
  };
  const stopResumed = notifications.onResumed(dropAll);
  const subscriptions = Promise.allSettled([
    notifications.subscribe(cartEventsChannel, onCartEvent),
    notifications.subscribe(tenantChangesChannel, dropAll),
  ]);
  void subscriptions.then((results) => {
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) onError(failed.reason);
    else listening = !closed;
  });

  async function fill(
    key: string,
    cartId: string,
    load: () => Promise<CartRead | null>,
  ): Promise<CartRead | null> {
    overtaken.delete(key);
    let releaseInterest: () => Promise<void>;
    try {
      releaseInterest = await notifications.holdInterest(cartInterestLockNamespace, cartId);
    } catch {
      // The listening connection is down: nothing can tell us of a change, so nothing is kept.
      return load();
    }
    const keptUntil = now() + ttlMs;
    let read: CartRead | null;
    try {
      read = await load();
    } catch (error) {
      void releaseInterest().catch(onError);
      throw error;
    }
    if (read === null || overtaken.delete(key) || !listening || changingUntil.has(key)) {
      void releaseInterest().catch(onError);
      return read;
    }
    if (entries.size >= maxEntries) {
      // Maps keep insertion order: the first is the oldest.
      const oldest = entries.keys().next();
      if (!oldest.done) drop(oldest.value);
    }
    entries.set(key, { read, expiresAt: keptUntil, release: releaseInterest });
    return read;
  }

  return {
    read(tenantId, cartId, load) {
      if (!listening || !isUuid(cartId)) return load();
      const key = keyOf(tenantId, cartId);
      const at = now();
      const until = changingUntil.get(key);
      if (until !== undefined) {
        if (until > at) return load();
        changingUntil.delete(key);
      }
      const entry = entries.get(key);
      if (entry) {
        if (entry.expiresAt > at) return Promise.resolve(entry.read);
        drop(key);
      }
      const inFlight = loads.get(key);
      if (inFlight) return inFlight;
      const loading = fill(key, cartId, load);
      loads.set(key, loading);
      const done = () => {
        if (loads.get(key) === loading) loads.delete(key);
      };
      loading.then(done, done);
      return loading;
    },
    changing(tenantId, cartId) {
      if (!listening) return;
      const key = keyOf(tenantId, cartId);
      const at = now();
      if (changingUntil.size >= maxEntries * 4) {
        for (const [changed, until] of changingUntil) {
          if (until <= at) changingUntil.delete(changed);
        }
      }
      changingUntil.set(key, at + ttlMs);
      drop(key);
    },
    async close() {
      closed = true;
      listening = false;
      stopResumed();
      const held = [...entries.values()];
      entries.clear();
      changingUntil.clear();
      await Promise.allSettled(held.map((entry) => entry.release()));
      const subscribed = await subscriptions;
      await Promise.allSettled(
        subscribed.flatMap((result) => (result.status === 'fulfilled' ? [result.value()] : [])),
      );
    },
  };
}

function safeJson(payload: string): unknown {
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one cart read cache (see {@link cartReadCacheFor}), built in app.ts. */
    cartReads: CartReadCache | null;
  }
}

/**
 * The cart read cache of one app on a PostgreSQL server (one per API instance), created once when
 * the app is built (app.ts) so every module's cart context shares it; null on PGlite, whose own
 * cache of pure reads is exact (docs/decisions/0009).
 *
 * @example
 * const cache = cartReadCacheFor(deps.database, deps.clock, (error) => app.log.error({ err: error }));
 */
export function cartReadCacheFor(
  database: Database,
  clock: Clock,
  onError: (error: unknown) => void,
): CartReadCache | null {
  if (database.driver !== 'postgres') return null;
  return createCartReadCache({ notifications: database.notifications, clock, onError });
}
