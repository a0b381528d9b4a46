import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedIds } from '../../db/seed/index.ts';
import { testEpoch } from '../../testing/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { CartEventBroker, type CartStreamListener } from './cart-event-broker.ts';
import { cartEventsChannel } from './cart-event-notification.ts';
import type { CartEventRecord, CartEventType } from './cart-event-repository.ts';
import { recordCartEvent } from './record-cart-event.ts';
import type { RepeatEvery } from '../../platform/repeat-every.ts';
import { insertTestCart } from './testing/insert-test-cart.ts';
import { sampleCart } from './testing/sample-cart.ts';

const tenantId = seedIds.tenants.demo;

/** A timer the test ticks by hand. */
function manualTimer() {
  const running = new Set<{ ms: number; tick: () => void }>();
  const repeatEvery: RepeatEvery = (ms, tick) => {
    const timer = { ms, tick };
    running.add(timer);
    return () => running.delete(timer);
  };
  return {
    repeatEvery,
    running,
    tick: () => [...running].forEach((timer) => timer.tick()),
  };
}

/** A listener that records what it is given. */
function listener(cartId: string, type: CartEventType = 'cartUpdated') {
  const seen: Array<CartEventRecord | 'heartbeat' | 'end' | 'resume'> = [];
  const value: CartStreamListener = {
    tenantId,
    cartId,
    type,
    deliver: (event) => seen.push(event),
    heartbeat: () => seen.push('heartbeat'),
    end: () => seen.push('end'),
    resume: () => seen.push('resume'),
  };
  return { listener: value, seen };
}

describe('CartEventBroker', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  function brokerWith(timer = manualTimer(), onError = vi.fn()) {
    const subscribe = vi.spyOn(database.notifications, 'subscribe');
    const broker = new CartEventBroker({
      notifications: database.notifications,
      db: database.db,
      heartbeatMs: 15_000,
      repeatEvery: timer.repeatEvery,
      onError,
    });
    return { broker, subscribe, timer, onError };
  }

  const record = (cartId: string, notes: string) =>
    database.db.transaction((tx) =>
      recordCartEvent(tx, {
        type: 'cartUpdated',
        tenantId,
        cartId,
        cart: sampleCart(cartId, notes),
      }),
    );

  it('tells every open stream to catch up when the listener is back after it was lost', async () => {
    const resumed = new Set<() => void>();
    const onResumed = vi
      .spyOn(database.notifications, 'onResumed')
      .mockImplementation((handler) => {
        resumed.add(handler);
        return () => resumed.delete(handler);
      });
    const { broker } = brokerWith();
    const cartId = await insertTestCart(database.db, tenantId, { now: testEpoch });
    const first = listener(cartId);
    const second = listener(cartId, 'status');
    await broker.add(first.listener);
    await broker.add(second.listener);
    for (const handler of resumed) handler();
    expect(first.seen).toEqual(['resume']);
    expect(second.seen).toEqual(['resume']);
    await broker.close();
    expect(resumed.size).toBe(0);
    onResumed.mockRestore();
  });

  it('listens once for any number of streams and feeds each stream of the cart, in order', async () => {
    const { broker, subscribe } = brokerWith();
    const cartId = await insertTestCart(database.db, tenantId, { now: testEpoch });
    const otherCartId = await insertTestCart(database.db, tenantId, { now: testEpoch });
    const first = listener(cartId);
    const second = listener(cartId);
    const status = listener(cartId, 'status');
    const other = listener(otherCartId);
    for (const each of [first, second, status, other]) await broker.add(each.listener);

    await record(cartId, 'one');
    await record(cartId, 'two');

    await vi.waitFor(() => expect(second.seen).toHaveLength(2));
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith(cartEventsChannel, expect.any(Function));
    for (const { seen } of [first, second]) {
      expect(seen.map((event) => (event as CartEventRecord).payload)).toEqual([
        sampleCart(cartId, 'one'),
        sampleCart(cartId, 'two'),
      ]);
    }
    expect(status.seen).toEqual([]);
    expect(other.seen).toEqual([]);
    await broker.close();
  });

  it('sends the heartbeat to every stream with one timer, running only while streams are open', async () => {
    const { broker, timer } = brokerWith();
    const cartId = await insertTestCart(database.db, tenantId, { now: testEpoch });
    const first = listener(cartId);
    const second = listener(cartId, 'status');
    expect(timer.running.size).toBe(0);

    const removeFirst = await broker.add(first.listener);
    const removeSecond = await broker.add(second.listener);
    expect([...timer.running].map((running) => running.ms)).toEqual([15_000]);
    timer.tick();
    expect(first.seen).toEqual(['heartbeat']);
    expect(second.seen).toEqual(['heartbeat']);

    removeFirst();
    timer.tick();
    expect(first.seen).toEqual(['heartbeat']);
    removeSecond();
    expect(timer.running.size).toBe(0);
    await broker.close();
  });

  it('reports a malformed notification and goes on delivering', async () => {
    const { broker, onError } = brokerWith();
    const cartId = await insertTestCart(database.db, tenantId, { now: testEpoch });
    const stream = listener(cartId);
    await broker.add(stream.listener);

    await database.notifications.publish(cartEventsChannel, 'not json');
    await record(cartId, 'after');

    await vi.waitFor(() => expect(stream.seen).toHaveLength(1));
    expect(onError).toHaveBeenCalledTimes(1);
    await broker.close();
  });

  it('on close ends every stream, stops the heartbeat and the LISTEN, and refuses new streams', async () => {
    const unsubscribed = vi.fn();
    const subscribe = database.notifications.subscribe.bind(database.notifications);
    vi.spyOn(database.notifications, 'subscribe').mockImplementation(async (channel, handler) => {
      const unsubscribe = await subscribe(channel, handler);
      return async () => {
        unsubscribed();
        await unsubscribe();
      };
    });
    const { broker, timer } = brokerWith();
    const cartId = await insertTestCart(database.db, tenantId, { now: testEpoch });
    const stream = listener(cartId);
    await broker.add(stream.listener);

    await broker.close();

    expect(stream.seen).toEqual(['end']);
    expect(timer.running.size).toBe(0);
    expect(unsubscribed).toHaveBeenCalledTimes(1);
    expect(broker.size).toBe(0);
    await expect(broker.add(listener(cartId).listener)).rejects.toThrow('closed');
  });
});
