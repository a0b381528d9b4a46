import autocannon, { type AutocannonRequest } from 'autocannon';

/** How hard and how long each route is loaded. */
export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  pipelining: number;
}

/** Which route a measure is of (targets are set per route). */
export type RouteKey = 'bare' | 'get-cart' | 'add-item' | 'new-cart';

/** One route to load: its name in the report and the requests autocannon sends. */
export interface RouteUnderLoad {
  key: RouteKey;
  name: string;
  method: 'GET' | 'POST';
  /** The path as the report shows it (`{id}` for ids). */
  path: string;
  baseUrl: string;
  request: AutocannonRequest;
}

/** What one route did under load. */
export interface RouteMeasure {
  key: RouteKey;
  name: string;
  method: string;
  path: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; average: number };
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Loads one route with autocannon (after a warm-up) and keeps the figures the report shows.
 *
 * @example
 * const measure = await measureRoute({ name: 'hello', method: 'GET', path: '/hello', baseUrl, request: { path: '/hello' } }, settings);
 */
export async function measureRoute(
  route: RouteUnderLoad,
  settings: LoadSettings,
): Promise<RouteMeasure> {
  const result = await autocannon({
    url: route.baseUrl,
    connections: settings.connections,
    duration: settings.durationSeconds,
    pipelining: settings.pipelining,
    warmup: { connections: settings.connections, duration: settings.warmupSeconds },
    requests: [{ method: route.method, ...route.request }],
  });
  return {
    key: route.key,
    name: route.name,
    method: route.method,
    path: route.path,
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
    },
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
