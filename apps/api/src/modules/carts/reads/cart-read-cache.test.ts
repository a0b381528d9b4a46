import { describe, expect, it, vi } from 'vitest';
import type { NotificationHandler, Notifications } from '../../../db/notifications.ts';
import { createTestClock } from '../../../testing/test-clock.ts';
import { cartEventsChannel } from '../../events/cart-event-notification.ts';
import { tenantChangesChannel } from '../../tenants/tenant-changes-channel.ts';
import { createCartReadCache } from './cart-read-cache.ts';
import type { CartRead } from './read-cart.ts';

const tenantA = '7d3f0b8e-1c2a-4e5b-9f60-000000000001';
const tenantB = '7d3f0b8e-1c2a-4e5b-9f60-000000000002';
const cartX = '0b9b5f0e-0000-4000-8000-000000000001';
const cartY = '0b9b5f0e-0000-4000-8000-000000000002';

/** Notifications held in memory: the test delivers them and sees which interests are held. */
function fakeNotifications(options: { failSubscribe?: boolean; failInterest?: boolean } = {}) {
  const handlers = new Map<string, NotificationHandler>();
  const resumed: Array<() => void> = [];
  const held: string[] = [];
  let subscribed!: () => void;
  const subscriptionsDone = new Promise<void>((resolve) => (subscribed = resolve));
  let subscriptions = 0;
  const notifications: Notifications = {
    publish: () => Promise.resolve(),
    subscribe(channel, handler) {
      if (options.failSubscribe) return Promise.reject(new Error('no listener'));
      handlers.set(channel, handler);
      if (++subscriptions === 2) subscribed();
      return Promise.resolve(() => {
        handlers.delete(channel);
        return Promise.resolve();
      });
    },
    holdInterest(_namespace, key) {
      if (options.failInterest) return Promise.reject(new Error('connection lost'));
      held.push(key);
      return Promise.resolve(() => {
        held.splice(held.indexOf(key), 1);
        return Promise.resolve();
      });
    },
    onResumed(handler) {
      resumed.push(handler);
      return () => undefined;
    },
  };
  return {
    notifications,
    held,
    subscriptionsDone,
    cartEvent: (tenantId: string, cartId: string) =>
      handlers.get(cartEventsChannel)?.(JSON.stringify({ id: 1, tenantId, cartId })),
    tenantChange: () => handlers.get(tenantChangesChannel)?.('tenants'),
    resume: () => resumed.forEach((handler) => handler()),
  };
}

/** A stand-in for the database: each load answers a new read of version `version`. */
function database() {
  let version = 1;
  const load = vi.fn(() => Promise.resolve({ cart: { version } } as unknown as CartRead | null));
  return {
    load,
    change: () => (version += 1),
    versionOf: (read: CartRead | null) =>
      (read as unknown as { cart: { version: number } }).cart.version,
  };
}

async function listeningCache(
  options: Parameters<typeof fakeNotifications>[0] = {},
  ttlMs = 5_000,
) {
  const fake = fakeNotifications(options);
  const clock = createTestClock();
  const errors: unknown[] = [];
  const cache = createCartReadCache({
    notifications: fake.notifications,
    clock,
    onError: (error) => errors.push(error),
    ttlMs,
    maxEntries: 2,
  });
  if (!options.failSubscribe) await fake.subscriptionsDone;
  // The subscription's result is handled on a later turn.
  await Promise.resolve();
  await Promise.resolve();
  return { ...fake, cache, clock, errors };
}

describe('the cart read cache (PostgreSQL)', () => {
  it('keeps a read while it holds an interest in the cart, and drops it on its cart event', async () => {
    const { cache, held, cartEvent } = await listeningCache();
    const db = database();
    await cache.read(tenantA, cartX, db.load);
    const again = await cache.read(tenantA, cartX, db.load);
    expect(db.load).toHaveBeenCalledTimes(1);
    expect(db.versionOf(again)).toBe(1);
    expect(held).toEqual([cartX]);

    db.change();
    cartEvent(tenantA, cartX);
    expect(held).toEqual([]);
    expect(db.versionOf(await cache.read(tenantA, cartX, db.load))).toBe(2);
    expect(db.load).toHaveBeenCalledTimes(2);
  });

  it("keeps one cart when another cart's event arrives", async () => {
    const { cache, cartEvent } = await listeningCache();
    const db = database();
    await cache.read(tenantA, cartX, db.load);
    cartEvent(tenantA, cartY);
    await cache.read(tenantA, cartX, db.load);
    expect(db.load).toHaveBeenCalledTimes(1);
  });

  it('answers but does not keep a read that a change overtook while it loaded', async () => {
    const { cache, held, cartEvent } = await listeningCache();
    const db = database();
    let finish!: () => void;
    const slow = vi.fn(
      () =>
        new Promise<CartRead | null>((resolve) => {
          finish = () => resolve({ cart: { version: 1 } } as unknown as CartRead);
        }),
    );
    const reading = cache.read(tenantA, cartX, slow);
    await vi.waitFor(() => expect(slow).toHaveBeenCalled());
    cartEvent(tenantA, cartX);
    finish();
    expect(db.versionOf(await reading)).toBe(1);
    await Promise.resolve();
    expect(held).toEqual([]);
    db.change();
    expect(db.versionOf(await cache.read(tenantA, cartX, db.load))).toBe(2);
  });

  it('reads a cart this instance is changing through until the change is notified', async () => {
    const { cache, cartEvent } = await listeningCache();
    const db = database();
    await cache.read(tenantA, cartX, db.load);
    cache.changing(tenantA, cartX);
    db.change();
    await cache.read(tenantA, cartX, db.load);
    await cache.read(tenantA, cartX, db.load);
    expect(db.load).toHaveBeenCalledTimes(3);

    cartEvent(tenantA, cartX);
    await cache.read(tenantA, cartX, db.load);
    await cache.read(tenantA, cartX, db.load);
    expect(db.load).toHaveBeenCalledTimes(4);
  });

  it('keeps a changed cart again after the time to live when no notification came (a rollback)', async () => {
    const { cache, clock } = await listeningCache();
    const db = database();
    cache.changing(tenantA, cartX);
    await cache.read(tenantA, cartX, db.load);
    expect(db.load).toHaveBeenCalledTimes(1);
    clock.advance(5_001);
    await cache.read(tenantA, cartX, db.load);
    await cache.read(tenantA, cartX, db.load);
    expect(db.load).toHaveBeenCalledTimes(2);
  });

  it('drops every cart on a tenant change and when the listening connection is back', async () => {
    const { cache, held, tenantChange, resume } = await listeningCache();
    const db = database();
    await cache.read(tenantA, cartX, db.load);
    await cache.read(tenantA, cartY, db.load);
    tenantChange();
    expect(held).toEqual([]);
    await cache.read(tenantA, cartX, db.load);
    expect(db.load).toHaveBeenCalledTimes(3);
    resume();
    await cache.read(tenantA, cartX, db.load);
    expect(db.load).toHaveBeenCalledTimes(4);
  });

  it('loads a cart again once its time to live has passed', async () => {
    const { cache, clock, held } = await listeningCache();
    const db = database();
    await cache.read(tenantA, cartX, db.load);
    clock.advance(5_001);
    db.change();
    expect(db.versionOf(await cache.read(tenantA, cartX, db.load))).toBe(2);
    expect(held).toEqual([cartX]);
  });

  it('keeps neither an unknown cart nor a read of another tenant under the same id', async () => {
    const { cache, held } = await listeningCache();
    const missing = vi.fn(() => Promise.resolve(null));
    expect(await cache.read(tenantA, cartX, missing)).toBeNull();
    expect(await cache.read(tenantA, cartX, missing)).toBeNull();
    expect(missing).toHaveBeenCalledTimes(2);
    expect(held).toEqual([]);

    const ofA = database();
    const ofB = vi.fn(() => Promise.resolve(null));
    await cache.read(tenantA, cartY, ofA.load);
    // Concurrent and later reads of another tenant share nothing with tenant A's.
    const [fromB] = await Promise.all([
      cache.read(tenantB, cartY, ofB),
      cache.read(tenantA, cartY, ofA.load),
    ]);
    expect(fromB).toBeNull();
    expect(ofB).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent reads of a cart', async () => {
    const { cache, held } = await listeningCache();
    const db = database();
    await Promise.all([1, 2, 3].map(() => cache.read(tenantA, cartX, db.load)));
    expect(db.load).toHaveBeenCalledTimes(1);
    expect(held).toEqual([cartX]);
  });

  it('drops the oldest cart past its size, releasing its interest', async () => {
    const { cache, held } = await listeningCache();
    const db = database();
    const cartZ = '0b9b5f0e-0000-4000-8000-000000000003';
    for (const cart of [cartX, cartY, cartZ]) await cache.read(tenantA, cart, db.load);
    expect(held).toEqual([cartY, cartZ]);
  });

  it('reads through when it cannot listen or hold an interest, and says why once', async () => {
    const unsubscribed = await listeningCache({ failSubscribe: true });
    const db = database();
    await unsubscribed.cache.read(tenantA, cartX, db.load);
    await unsubscribed.cache.read(tenantA, cartX, db.load);
    expect(db.load).toHaveBeenCalledTimes(2);
    expect(unsubscribed.errors).toHaveLength(1);

    const noInterest = await listeningCache({ failInterest: true });
    const other = database();
    await noInterest.cache.read(tenantA, cartX, other.load);
    await noInterest.cache.read(tenantA, cartX, other.load);
    expect(other.load).toHaveBeenCalledTimes(2);
  });

  it('releases every interest when closed and reads through afterwards', async () => {
    const { cache, held } = await listeningCache();
    const db = database();
    await cache.read(tenantA, cartX, db.load);
    await cache.close();
    expect(held).toEqual([]);
    await cache.read(tenantA, cartX, db.load);
    expect(db.load).toHaveBeenCalledTimes(2);
  });
});
