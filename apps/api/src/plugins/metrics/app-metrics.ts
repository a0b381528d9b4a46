import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionUse } from '../../db/database.ts';
import type { Telemetry } from '../../platform/telemetry/telemetry.ts';

/** One answered request, as the request-duration histogram labels it. */
export interface AnsweredRequest {
  method: string;
  /** The route's pattern (`/api/app/cart/:cartId`), never the URL: one series per route. */
  route: string;
  statusCode: number;
  seconds: number;
}

/**
 * The app's metrics: the {@link Telemetry} port the rules call, the requests the metrics plugin
 * reports, and the registry `/metrics` prints. `registry` is null when metrics are off.
 */
export interface AppMetrics extends Telemetry {
  readonly registry: Registry | null;
  requestAnswered(request: AnsweredRequest): void;
}

// Seconds. Requests: from a cached read (~1 ms) to a slow provider round trip; provider calls
// start higher, since each is a call over the internet (the provider helper gives up at 30 s).
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const providerBuckets = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The metrics of one app in a registry of its own (prom-client's global default registry would
 * mix two apps of one process, as the tests build), with Node's default process metrics.
 * `connections` is read at each scrape: the database pool's use.
 *
 * @example
 * const metrics = createAppMetrics({ enabled: config.metrics.enabled, connections: () => database.poolUse() });
 * await metrics.registry?.metrics(); // the Prometheus text
 */
export function createAppMetrics(options: {
  enabled: boolean;
  connections: () => ConnectionUse;
}): AppMetrics {
  if (!options.enabled) return recordingNothing;
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: requestBuckets,
    registers,
  });
  const streams = new Gauge({
    name: 'event_streams_open',
    help: 'Server-sent event streams open on this instance',
    registers,
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections by state: total, idle, and waiting (callers queued for one); PGlite has one connection',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = options.connections();
      this.set({ state: 'total' }, use.total);
      if (use.idle !== null) this.set({ state: 'idle' }, use.idle);
      if (use.waiting !== null) this.set({ state: 'waiting' }, use.waiting);
    },
  });
  const providerCalls = new Counter({
    name: 'payment_provider_calls_total',
    help: 'Calls to payment providers, by provider, operation and outcome (ok or the payment error code)',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    registers,
  });
  const providerSeconds = new Histogram({
    name: 'payment_provider_call_duration_seconds',
    help: 'Time a payment provider took to answer, by provider, operation and outcome',
    labelNames: ['provider', 'operation', 'outcome'] as const,
    buckets: providerBuckets,
    registers,
  });
  const orders = new Counter({
    name: 'orders_placed_total',
    help: 'Orders made, by payment method',
    labelNames: ['payment_method'] as const,
    registers,
  });
  const otps = new Counter({
    name: 'otp_codes_total',
    help: 'One-time sign-in codes: sent, or refused (reason rate_limit or sms_unavailable)',
    labelNames: ['outcome', 'reason'] as const,
    registers,
  });
  return {
    registry,
    requestAnswered: ({ method, route, statusCode, seconds }) =>
      requests.observe({ method, route, status_code: String(statusCode) }, seconds),
    providerCalled: ({ seconds, ...labels }) => {
      providerCalls.inc(labels);
      providerSeconds.observe(labels, seconds);
    },
    orderPlaced: (paymentMethod) => orders.inc({ payment_method: paymentMethod }),
    otpSent: () => otps.inc({ outcome: 'sent', reason: '' }),
    otpRefused: (reason) => otps.inc({ outcome: 'refused', reason }),
    eventStreamOpened: () => {
      streams.inc();
      let open = true;
      return () => {
        if (open) streams.dec();
        open = false;
      };
    },
  };
}

/** Metrics off (`METRICS=off`, production by default): nothing is counted, nothing kept. */
const recordingNothing: AppMetrics = {
  registry: null,
  requestAnswered: () => {},
  providerCalled: () => {},
  orderPlaced: () => {},
  otpSent: () => {},
  otpRefused: () => {},
  eventStreamOpened: () => () => {},
};
