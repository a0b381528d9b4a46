import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../testing/test-clock.ts';
import { ExpiringCache } from './expiring-cache.ts';

function counter() {
  let calls = 0;
  return {
    load: (value: string) => () => {
      calls += 1;
      return Promise.resolve(value);
    },
    get calls() {
      return calls;
    },
  };
}

describe('ExpiringCache', () => {
  it('keeps a value until its time to live has passed by the injected clock', async () => {
    const clock = createTestClock();
    const cache = new ExpiringCache<string>({ ttlMs: 10_000, maxEntries: 10, clock });
    const loads = counter();
    expect(await cache.get('demo', loads.load('v1'))).toBe('v1');
    clock.advance(9_999);
    expect(await cache.get('demo', loads.load('v2'))).toBe('v1');
    expect(loads.calls).toBe(1);
    clock.advance(1);
    expect(await cache.get('demo', loads.load('v2'))).toBe('v2');
    expect(loads.calls).toBe(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new ExpiringCache<string>({
      ttlMs: 1_000,
      maxEntries: 10,
      clock: createTestClock(),
    });
    const loads = counter();
    const values = await Promise.all(
      Array.from({ length: 5 }, () => cache.get('demo', loads.load('v'))),
    );
    expect(values).toEqual(['v', 'v', 'v', 'v', 'v']);
    expect(loads.calls).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new ExpiringCache<string>({
      ttlMs: 1_000,
      maxEntries: 10,
      clock: createTestClock(),
    });
    await expect(cache.get('demo', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('demo', () => Promise.resolve('back'))).toBe('back');
  });

  it('forgets everything on clear, a load in flight too', async () => {
    const cache = new ExpiringCache<string>({
      ttlMs: 1_000,
      maxEntries: 10,
      clock: createTestClock(),
    });
    let finish: (value: string) => void = () => undefined;
    const inFlight = cache.get('demo', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('read before the change');
    expect(await inFlight).toBe('read before the change');
    expect(await cache.get('demo', () => Promise.resolve('after'))).toBe('after');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ExpiringCache<string>({
      ttlMs: 1_000,
      maxEntries: 2,
      clock: createTestClock(),
    });
    const loads = counter();
    await cache.get('a', loads.load('a'));
    await cache.get('b', loads.load('b'));
    await cache.get('c', loads.load('c'));
    expect(cache.size).toBe(2);
    await cache.get('a', loads.load('a'));
    expect(loads.calls).toBe(4);
  });
});
