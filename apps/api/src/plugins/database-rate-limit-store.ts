import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import type { Clock } from '../platform/clock.ts';

/** Increments between two purges of expired counters, per route and instance. */
const incrementsPerPurge = 1000;

/** What @fastify/rate-limit hands `child`: the route's merged limit, with the route itself. */
interface RouteLimitOptions {
  routeInfo?: { method?: unknown; url?: unknown };
}

/** One route's window: hits so far and the milliseconds until it restarts. */
export interface RateLimitWindow {
  current: number;
  ttl: number;
}

/**
 * Counts one hit of `key` in its window, atomically: a new key or an ended window starts at 1,
 * otherwise the count goes up while the window's end stays. One statement, so parallel requests
 * on any instance never lose a hit. Also used by limits kept per key other than an address (the
 * wrong codes per mobile number, modules/auth/wrong-code-limit.ts).
 */
export async function countHit(
  db: Db,
  key: string,
  now: Date,
  windowMs: number,
): Promise<RateLimitWindow> {
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${rateLimitCounters.windowEndsAt} <= ${nowParam}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, windowEndsAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (!row) throw new Error('rate limit counter: the upsert returned no row');
  return { current: row.hits, ttl: Math.max(0, row.windowEndsAt.getTime() - now.getTime()) };
}

/**
 * A store for @fastify/rate-limit that keeps the counters in the API's database (the
 * `rate_limit_counters` table), so a per-address limit holds across every instance on it instead
 * of per instance in memory. Each limited route counts apart (its method and path prefix the key);
 * expired counters are deleted every `incrementsPerPurge` hits. Works on PGlite and PostgreSQL.
 *
 * @example
 * await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, clock) });
 */
export function databaseRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private increments = 0;

    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitWindow) => void,
      timeWindow: number,
    ): void {
      this.count(key, timeWindow).then(
        (window) => callback(null, window),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as RouteLimitOptions).routeInfo;
      const name = [route?.method, route?.url].filter((part) => typeof part === 'string').join(' ');
      return new DatabaseRateLimitStore(options, name);
    }

    private async count(key: string, windowMs: number): Promise<RateLimitWindow> {
      const now = clock.now();
      this.increments += 1;
      if (this.increments % incrementsPerPurge === 0) {
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, now));
      }
      return countHit(db, `${this.route}|${key}`, now, windowMs);
    }
  }
  return DatabaseRateLimitStore;
}
