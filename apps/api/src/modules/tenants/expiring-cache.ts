import type { Clock } from '../../platform/clock.ts';

/** How long entries live and how many are kept. */
export interface ExpiringCacheOptions {
  /** An entry older than this is loaded again (bounds staleness if a notification is missed). */
  ttlMs: number;
  /** Past this many entries the oldest is dropped (keys may come from request headers). */
  maxEntries: number;
  clock: Clock;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/**
 * A small in-process read-through cache: concurrent misses of one key share one load, a failed
 * load is not kept, entries expire after `ttlMs` by the injected clock, and `clear()` drops
 * everything — including a load still in flight, so a value read before an invalidation is never
 * stored after it.
 *
 * @example
 * const cache = new ExpiringCache<Tenant | null>({ ttlMs: 10_000, maxEntries: 1_000, clock });
 * const tenant = await cache.get('demo', () => findTenant(db, 'demo'));
 */
export class ExpiringCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #options: ExpiringCacheOptions;

  constructor(options: ExpiringCacheOptions) {
    this.#options = options;
  }

  get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.#options.clock.now().getTime();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    if (entry) this.#entries.delete(key);
    const value = load();
    const fresh: Entry<V> = { value, expiresAt: now + this.#options.ttlMs };
    this.#entries.set(key, fresh);
    if (this.#entries.size > this.#options.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    value.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    return value;
  }

  /** Drops every entry, loads in flight too (their callers still get what they read). */
  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }
}
