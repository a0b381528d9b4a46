import { describe, expect, it } from 'vitest';
import { apiLoadReport } from '../api-load/api-load-report.ts';
import type { RouteMeasure } from '../api-load/measure-route.ts';
import type { LighthouseFigures } from '../lighthouse/lighthouse-figures.ts';
import { startTimes } from '../start-time/start-time-report.ts';
import { benchSummary } from './bench-summary.ts';

const machine = { node: 'v20', cpus: 2, cpuModel: 'CPU', platform: 'linux' };
const figures: LighthouseFigures = {
  performance: 0.55,
  accessibility: 1,
  bestPractices: 0.96,
  lcpMs: 7220,
  tbtMs: 440,
  cls: 0.002,
  fcpMs: 2800,
  transferBytes: 950_000,
  htmlBytes: 1_800,
  ttfbMs: 20,
};
const route = (key: RouteMeasure['key'], requestsPerSecond: number): RouteMeasure => ({
  key,
  name: key,
  method: 'GET',
  path: `/${key}`,
  requestsPerSecond,
  latencyMs: { p50: 10, p99: 40, average: 12 },
  requests: requestsPerSecond * 10,
  non2xx: 0,
  errors: 0,
  timeouts: 0,
});
const settings = { connections: 50, durationSeconds: 10, warmupSeconds: 2, pipelining: 1 };
const now = new Date('2026-11-23T00:00:00Z');

describe('the benchmark summary', () => {
  it('puts every report found under one title, with the caveat and this run', () => {
    const summary = benchSummary(
      {
        lighthouse: {
          measuredAt: now.toISOString(),
          machine,
          lighthouseVersion: '12.8.2',
          preset: 'mobile',
          pages: [{ kind: 'checkout', language: 'ar', url: 'u', runs: [figures], median: figures }],
        },
        apiLoad: [
          apiLoadReport(
            'pglite',
            [route('bare', 5000), route('get-cart', 300)],
            settings,
            machine,
            now,
          ),
          apiLoadReport(
            'postgres',
            [route('bare', 5000), route('get-cart', 600)],
            settings,
            machine,
            now,
          ),
        ],
        startTime: { measuredAt: now.toISOString(), machine, starts: [startTimes('warm', [2000])] },
        bundleSize: {
          measuredAt: 'then',
          js: { gzipBytes: 99_220 },
          budget: { firstLoadJsGzipBytes: 120_000 },
        },
        steps: [{ label: 'lighthouse', exitCode: 0, seconds: 75.4 }],
      },
      now,
    );
    expect(summary.match(/^# /gm)).toHaveLength(1);
    expect(summary).toContain('Caveat: measured on a shared machine');
    expect(summary).toContain('## Lighthouse mobile');
    expect(summary).toContain('| Performance | 0.55 ✗ | ≥ 0.98 |');
    expect(summary).toContain('50 connections, 10 s per route');
    expect(summary).toContain('| PGlite | get-cart | `GET /get-cart` | 300 | 10 | 40 | 6.0 % |');
    expect(summary).toContain(
      '| PostgreSQL | get-cart | `GET /get-cart` | 600 | 10 | 40 | 12.0 % |',
    );
    expect(summary).toContain('| warm (data present) | 2.00 s ✓ |');
    expect(summary).toContain('First-load JavaScript: 99.2 KB gzip ✓ (budget 120 KB)');
    expect(summary).toContain('| lighthouse | 0 | 75 |');
  });

  it('leaves out what was not measured', () => {
    const summary = benchSummary({ apiLoad: [], steps: [] }, now);
    expect(summary).not.toContain('##');
  });
});
