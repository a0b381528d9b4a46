import type { RouteKey, RouteMeasure } from './measure-route.ts';

/** The baseline before any optimisation: adding an item on PGlite, requests per second. */
export const baselineAddItemPerSecond = 54;

/** What a route should reach on a driver; every route must also have no failed request. */
export interface RouteTargets {
  /** Least share of the bare Fastify route's requests per second. */
  minRatioToBare?: number;
  /** Most p99 latency, ms. */
  maxP99Ms?: number;
  /** Least requests per second. */
  minRequestsPerSecond?: number;
}

/**
 * The targets for a route on a driver (none but "no failures" where it sets none).
 *
 * @example
 * apiLoadTargets('postgres', 'get-cart'); // { minRatioToBare: 0.1, maxP99Ms: 50 }
 */
export function apiLoadTargets(driver: 'pglite' | 'postgres', key: RouteKey): RouteTargets {
  if (key === 'get-cart') {
    return driver === 'postgres'
      ? { minRatioToBare: 0.1, maxP99Ms: 50 }
      : { minRatioToBare: 0.05, maxP99Ms: 100 };
  }
  if (key === 'add-item' && driver === 'postgres') {
    return { minRequestsPerSecond: baselineAddItemPerSecond * 10 };
  }
  return {};
}

/** Failed requests: non-2xx answers and errors (autocannon's errors include its timeouts). */
export function failures(route: Pick<RouteMeasure, 'non2xx' | 'errors'>): number {
  return route.non2xx + route.errors;
}

/** The targets in words, e.g. `≥ 10 % of bare, p99 ≤ 50 ms, no failures`. */
export function targetsText(targets: RouteTargets): string {
  const parts: string[] = [];
  if (targets.minRatioToBare !== undefined) {
    parts.push(`≥ ${targets.minRatioToBare * 100} % of bare`);
  }
  if (targets.maxP99Ms !== undefined) parts.push(`p99 ≤ ${targets.maxP99Ms} ms`);
  if (targets.minRequestsPerSecond !== undefined) {
    parts.push(`≥ ${targets.minRequestsPerSecond} req/s (10 × ${baselineAddItemPerSecond})`);
  }
  parts.push('no failures');
  return parts.join(', ');
}

/**
 * Whether a route met every target, `ratioToBare` being its requests per second over bare's. A
 * route that completed no request in the time meets none.
 *
 * @example
 * meetsTargets(route, apiLoadTargets('pglite', route.key));
 */
export function meetsTargets(
  route: Pick<
    RouteMeasure,
    'requestsPerSecond' | 'requests' | 'latencyMs' | 'non2xx' | 'errors' | 'timeouts'
  > & { ratioToBare: number },
  targets: RouteTargets,
): boolean {
  return (
    route.requests > 0 &&
    failures(route) === 0 &&
    (targets.minRatioToBare === undefined || route.ratioToBare >= targets.minRatioToBare) &&
    (targets.maxP99Ms === undefined || route.latencyMs.p99 <= targets.maxP99Ms) &&
    (targets.minRequestsPerSecond === undefined ||
      route.requestsPerSecond >= targets.minRequestsPerSecond)
  );
}
