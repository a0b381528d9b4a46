/** Most reads kept at once (keys come from request paths). */
const maxEntries = 1000;

/**
 * Results of pure reads (statements that change nothing), kept until the database is next written
 * — for the embedded PGlite only, whose one connection in this process is the only way to its
 * files: every write passes {@link PureReadCache.written}, so a kept result is exactly what the
 * statement would answer now (docs/decisions/0009). A PostgreSQL server has other writers; it has none.
 */
export interface PureReadCache {
  /** Declares `sql` (its exact text) a read that changes nothing: running it keeps the cache. */
  markPure(sql: string): void;
  /** Whether `sql` was declared pure. */
  isPure(sql: string): boolean;
  /** Called after any other statement or transaction ended (committed or not): forgets all. */
  written(): void;
  /**
   * `key`'s kept result, or `load()`'s, kept only if nothing was written while it ran. `load` must
   * run only statements declared pure, and its result must not be changed by callers.
   */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

/**
 * An empty {@link PureReadCache}.
 *
 * @example
 * const cache = createPureReadCache();
 * const cart = await cache.read(`cart/${id}`, () => prepared.execute({ id }));
 */
export function createPureReadCache(): PureReadCache {
  const pure = new Set<string>();
  let generation = 0;
  let entries = new Map<string, unknown>();
  return {
    markPure: (sql) => void pure.add(sql),
    isPure: (sql) => pure.has(sql),
    written() {
      generation += 1;
      if (entries.size > 0) entries = new Map();
    },
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (entries.has(key)) return entries.get(key) as T;
      const before = generation;
      const value = await load();
      // A write that ended meanwhile may or may not be in `value`: not kept.
      if (generation === before) {
        if (entries.size >= maxEntries) entries = new Map();
        entries.set(key, value);
      }
      return value;
    },
  };
}
