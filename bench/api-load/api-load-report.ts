import type { LoadSettings, RouteMeasure } from './measure-route.ts';

/** A route's figures beside the bare Fastify route's. */
export interface RouteReport extends RouteMeasure {
  /** Requests per second as a fraction of the bare route's (1 = as fast as Fastify alone). */
  ratioToBare: number;
}

/** The whole report, as written to `bench/results/api-load-<driver>.json`. */
export interface ApiLoadReport {
  driver: 'pglite' | 'postgres';
  measuredAt: string;
  machine: { node: string; cpus: number; cpuModel: string; platform: string };
  settings: LoadSettings;
  routes: RouteReport[];
}

/**
 * Puts the measures together, each with its ratio to the bare route (the first measure).
 *
 * @example
 * const report = apiLoadReport('pglite', [bare, getCart, addItem], settings, machine, new Date());
 */
export function apiLoadReport(
  driver: ApiLoadReport['driver'],
  measures: readonly RouteMeasure[],
  settings: LoadSettings,
  machine: ApiLoadReport['machine'],
  now: Date,
): ApiLoadReport {
  const bare = measures[0];
  if (!bare) throw new Error('The bare route must be measured first');
  return {
    driver,
    measuredAt: now.toISOString(),
    machine,
    settings,
    routes: measures.map((measure) => ({
      ...measure,
      ratioToBare: Math.round((measure.requestsPerSecond / bare.requestsPerSecond) * 1000) / 1000,
    })),
  };
}

const fixed = (value: number, digits: number) => value.toFixed(digits);
/** autocannon records latency in whole milliseconds: 0 means under one. */
const milliseconds = (value: number) => (value < 1 ? '< 1' : value.toFixed(0));

/**
 * The report as a markdown table (`bench/results/api-load-<driver>.md`).
 *
 * @example
 * writeFileSync('bench/results/api-load-pglite.md', apiLoadMarkdown(report));
 */
export function apiLoadMarkdown(report: ApiLoadReport): string {
  const { settings, machine } = report;
  const rows = report.routes.map(
    (route) =>
      `| ${route.name} | \`${route.method} ${route.path}\` | ${fixed(route.requestsPerSecond, 0)} | ` +
      `${milliseconds(route.latencyMs.p50)} | ${milliseconds(route.latencyMs.p99)} | ` +
      `${fixed(route.ratioToBare * 100, 1)} % | ${route.requests} | ${route.non2xx + route.errors + route.timeouts} |`,
  );
  return [
    `# API load (${report.driver === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
    '',
    `Measured ${report.measuredAt} on ${machine.cpus} × ${machine.cpuModel} (${machine.platform}, Node ${machine.node}),`,
    `loopback only: autocannon with ${settings.connections} connections, pipelining ${settings.pipelining},`,
    `${settings.warmupSeconds} s of warm-up then ${settings.durationSeconds} s per route. Each server runs in its own`,
    'process; the load generator in another. "vs bare" is requests per second as a share of a bare',
    'Fastify hello route measured in the same run.',
    '',
    '| Route | Request | Requests/s | p50 (ms) | p99 (ms) | vs bare | Requests | Failed |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n');
}
