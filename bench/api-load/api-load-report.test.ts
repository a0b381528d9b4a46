import { describe, expect, it } from 'vitest';
import { apiLoadMarkdown, apiLoadReport } from './api-load-report.ts';
import { apiLoadTargets, targetsText } from './api-load-targets.ts';
import type { RouteKey, RouteMeasure } from './measure-route.ts';

const measure = (
  key: RouteKey,
  requestsPerSecond: number,
  p99: number,
  non2xx = 0,
): RouteMeasure => ({
  key,
  name: key,
  method: key === 'get-cart' || key === 'bare' ? 'GET' : 'POST',
  path: `/${key}`,
  requestsPerSecond,
  latencyMs: { p50: p99 / 2, p99, average: p99 / 2 },
  requests: requestsPerSecond * 10,
  non2xx,
  errors: 0,
  timeouts: 0,
});
const settings = { connections: 50, durationSeconds: 10, warmupSeconds: 2, pipelining: 1 };
const machine = { node: 'v20', cpus: 2, cpuModel: 'CPU', platform: 'linux' };

describe('the API load report', () => {
  it('sets the issue targets per driver and route', () => {
    expect(apiLoadTargets('postgres', 'get-cart')).toEqual({ minRatioToBare: 0.1, maxP99Ms: 50 });
    expect(apiLoadTargets('pglite', 'get-cart')).toEqual({ minRatioToBare: 0.05, maxP99Ms: 100 });
    expect(apiLoadTargets('postgres', 'add-item')).toEqual({ minRequestsPerSecond: 540 });
    expect(apiLoadTargets('pglite', 'new-cart')).toEqual({});
    expect(targetsText(apiLoadTargets('postgres', 'get-cart'))).toBe(
      '≥ 10 % of bare, p99 ≤ 50 ms, no failures',
    );
  });

  it('puts each route beside the bare route and marks its targets', () => {
    const report = apiLoadReport(
      'postgres',
      [
        measure('bare', 20_000, 5),
        measure('get-cart', 244, 459),
        measure('add-item', 600, 90),
        measure('new-cart', 300, 200, 3),
      ],
      settings,
      machine,
      new Date('2026-11-23T00:00:00Z'),
    );
    expect(report.routes.map((route) => [route.ratioToBare, route.metTargets])).toEqual([
      [1, true],
      [0.012, false],
      [0.03, true],
      [0.015, false],
    ]);
    const markdown = apiLoadMarkdown(report);
    expect(markdown).toContain('autocannon with 50 connections');
    expect(markdown).toContain(
      '| PostgreSQL | get-cart | `GET /get-cart` | 244 | 230 | 459 | 1.2 % | 2440 | 0 | ≥ 10 % of bare, p99 ≤ 50 ms, no failures ✗ |',
    );
    expect(markdown).toContain(
      '| PostgreSQL | bare | `GET /bare` | 20000 | 3 | 5 | 100.0 % | 200000 | 0 | — |',
    );
    expect(markdown).toContain('| 3 | no failures ✗ |');
  });

  it('fails a route that completed no request in the time', () => {
    const report = apiLoadReport(
      'pglite',
      [measure('bare', 5000, 5), measure('new-cart', 0, 0)],
      settings,
      machine,
      new Date(),
    );
    expect(report.routes[1]?.metTargets).toBe(false);
  });

  it('counts a timeout once: autocannon counts it among the errors too', () => {
    const timedOut = { ...measure('get-cart', 79, 5948), errors: 11, timeouts: 11 };
    const report = apiLoadReport(
      'pglite',
      [measure('bare', 5000, 5), timedOut],
      settings,
      machine,
      new Date(),
    );
    expect(apiLoadMarkdown(report)).toContain('| 790 | 11 |');
  });

  it('refuses a report without the bare route', () => {
    expect(() => apiLoadReport('pglite', [], settings, machine, new Date())).toThrow(/bare/);
  });
});
