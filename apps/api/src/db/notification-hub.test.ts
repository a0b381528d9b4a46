import { describe, expect, it, vi } from 'vitest';
import { NotificationHub } from './notification-hub.ts';

function fakeListener() {
  return { listen: vi.fn(() => Promise.resolve()), unlisten: vi.fn(() => Promise.resolve()) };
}

describe('NotificationHub', () => {
  it('LISTENs once per channel and UNLISTENs when the last handler leaves', async () => {
    const listener = fakeListener();
    const hub = new NotificationHub(listener, vi.fn());
    const first = await hub.subscribe('cart_events', vi.fn());
    const second = await hub.subscribe('cart_events', vi.fn());
    expect(listener.listen).toHaveBeenCalledTimes(1);
    await first();
    await first();
    expect(listener.unlisten).not.toHaveBeenCalled();
    await second();
    expect(listener.unlisten).toHaveBeenCalledWith('cart_events');
    expect(hub.channels()).toEqual([]);
  });

  it('delivers to every handler of the channel only, and reports a throwing handler', async () => {
    const onError = vi.fn();
    const hub = new NotificationHub(fakeListener(), onError);
    const failing = vi.fn(() => {
      throw new Error('handler bug');
    });
    const received = vi.fn();
    const elsewhere = vi.fn();
    await hub.subscribe('a', failing);
    await hub.subscribe('a', received);
    await hub.subscribe('b', elsewhere);
    hub.dispatch('a', 'payload');
    expect(received).toHaveBeenCalledWith('payload');
    expect(elsewhere).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'handler bug' }));
  });

  it('refuses channel names that are not lower-case identifiers', async () => {
    const hub = new NotificationHub(fakeListener(), vi.fn());
    for (const channel of ['Cart', 'cart-events', 'a;drop table x', '', 'x'.repeat(64)]) {
      await expect(hub.subscribe(channel, vi.fn())).rejects.toThrow(/Invalid notification channel/);
    }
  });

  it('forgets a handler whose LISTEN failed, so a later subscribe retries', async () => {
    const listener = fakeListener();
    listener.listen.mockRejectedValueOnce(new Error('connection lost'));
    const hub = new NotificationHub(listener, vi.fn());
    await expect(hub.subscribe('a', vi.fn())).rejects.toThrow('connection lost');
    expect(hub.channels()).toEqual([]);
    await hub.subscribe('a', vi.fn());
    expect(listener.listen).toHaveBeenCalledTimes(2);
  });
});
