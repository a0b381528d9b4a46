import { describeMachine, type MachineInfo } from '../shared/machine.ts';
import {
  apiLoadTargets,
  failures,
  meetsTargets,
  targetsText,
  type RouteTargets,
} from './api-load-targets.ts';
import type { LoadSettings, RouteMeasure } from './measure-route.ts';

/** A route's figures beside the bare Fastify route's, with the issue's targets for it. */
export interface RouteReport extends RouteMeasure {
  /** Requests per second as a fraction of the bare route's (1 = as fast as Fastify alone). */
  ratioToBare: number;
  targets: RouteTargets;
  metTargets: boolean;
}

/** The whole report, as written to `bench/results/api-load-<driver>.json`. */
export interface ApiLoadReport {
  driver: 'pglite' | 'postgres';
  measuredAt: string;
  machine: MachineInfo;
  settings: LoadSettings;
  routes: RouteReport[];
}

/**
 * Puts the measures together, each with its ratio to the bare route (the first measure) and
 * whether it met its targets.
 *
 * @example
 * const report = apiLoadReport('pglite', [bare, getCart, addItem], settings, machine, new Date());
 */
export function apiLoadReport(
  driver: ApiLoadReport['driver'],
  measures: readonly RouteMeasure[],
  settings: LoadSettings,
  machine: MachineInfo,
  now: Date,
): ApiLoadReport {
  const bare = measures[0];
  if (!bare) throw new Error('The bare route must be measured first');
  return {
    driver,
    measuredAt: now.toISOString(),
    machine,
    settings,
    routes: measures.map((measure) => {
      const ratioToBare =
        Math.round((measure.requestsPerSecond / bare.requestsPerSecond) * 1000) / 1000;
      const targets = apiLoadTargets(driver, measure.key);
      return {
        ...measure,
        ratioToBare,
        targets,
        metTargets: meetsTargets({ ...measure, ratioToBare }, targets),
      };
    }),
  };
}

const fixed = (value: number, digits: number) => value.toFixed(digits);
/** autocannon records latency in whole milliseconds: 0 means under one. */
const milliseconds = (value: number) => (value < 1 ? '< 1' : value.toFixed(0));

/** The name of a driver as the tables print it. */
export const driverName = (driver: ApiLoadReport['driver']) =>
  driver === 'pglite' ? 'PGlite' : 'PostgreSQL';

/**
 * The table rows of a report (after {@link apiLoadTableHeader}); the bare route has no target.
 *
 * @example
 * [...apiLoadTableHeader, ...apiLoadRows(pglite), ...apiLoadRows(postgres)].join('\n');
 */
export function apiLoadRows(report: ApiLoadReport): string[] {
  return report.routes.map(
    (route) =>
      `| ${driverName(report.driver)} | ${route.name} | \`${route.method} ${route.path}\` | ` +
      `${fixed(route.requestsPerSecond, 0)} | ${milliseconds(route.latencyMs.p50)} | ` +
      `${milliseconds(route.latencyMs.p99)} | ${fixed(route.ratioToBare * 100, 1)} % | ` +
      `${route.requests} | ${failures(route)} | ` +
      `${route.key === 'bare' ? '—' : `${targetsText(route.targets)} ${route.metTargets ? '✓' : '✗'}`} |`,
  );
}

/** The header of the table {@link apiLoadRows} fills. */
export const apiLoadTableHeader = [
  '| Driver | Route | Request | Requests/s | p50 (ms) | p99 (ms) | vs bare | Requests | Failed | Target |',
  '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
];

/**
 * The report as a markdown table (`bench/results/api-load-<driver>.md`).
 *
 * @example
 * writeFileSync('bench/results/api-load-pglite.md', apiLoadMarkdown(report));
 */
export function apiLoadMarkdown(report: ApiLoadReport): string {
  const { settings, machine } = report;
  return [
    `# API load (${report.driver === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'})`,
    '',
    `Measured ${report.measuredAt} on ${describeMachine(machine)} (${machine.platform}, Node ${machine.node}),`,
    `loopback only: autocannon with ${settings.connections} connections, pipelining ${settings.pipelining},`,
    `${settings.warmupSeconds} s of warm-up then ${settings.durationSeconds} s per route. Each server runs in its own`,
    'process; the load generator in another. "vs bare" is requests per second as a share of a bare',
    'Fastify hello route measured in the same run. Failed: non-2xx answers and errors, timeouts (10 s) included.',
    '',
    ...apiLoadTableHeader,
    ...apiLoadRows(report),
    '',
  ].join('\n');
}
