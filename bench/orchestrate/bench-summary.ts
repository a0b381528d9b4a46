import {
  apiLoadRows,
  apiLoadTableHeader,
  type ApiLoadReport,
} from '../api-load/api-load-report.ts';
import { lighthouseMarkdown, type LighthouseReport } from '../lighthouse/lighthouse-report.ts';
import { noiseCaveat } from '../shared/machine.ts';
import { startTimeMarkdown, type StartTimeReport } from '../start-time/start-time-report.ts';

/**
 * What the summary reads of `bench/results/bundle-size.json`: only its headline, since that
 * report is another script's and may change shape.
 */
export interface BundleSizeHeadline {
  measuredAt?: string;
  js?: { gzipBytes?: number };
  budget?: { firstLoadJsGzipBytes?: number };
}

/** How one command of this run went. */
export interface StepOutcome {
  label: string;
  exitCode: number;
  seconds: number;
}

/** Every report found in `bench/results/` (from this run or an earlier one) and this run's steps. */
export interface BenchResults {
  lighthouse?: LighthouseReport;
  apiLoad: ApiLoadReport[];
  startTime?: StartTimeReport;
  bundleSize?: BundleSizeHeadline;
  steps: StepOutcome[];
}

/** A report's own markdown one heading level down, without its title (the summary gives one). */
function section(title: string, markdown: string): string[] {
  const body = markdown.split('\n').filter((line) => !line.startsWith('# '));
  return [`## ${title}`, ...body];
}

function bundleSizeSection(headline: BundleSizeHeadline): string[] {
  const gzip = headline.js?.gzipBytes;
  const budget = headline.budget?.firstLoadJsGzipBytes;
  if (gzip === undefined)
    return [
      '## Bundle size',
      '',
      'bench/results/bundle-size.json has no first-load JS figure.',
      '',
    ];
  const within =
    budget === undefined
      ? ''
      : ` ${gzip <= budget ? '✓' : '✗'} (budget ${(budget / 1000).toFixed(0)} KB)`;
  return [
    '## Bundle size',
    '',
    `First-load JavaScript: ${(gzip / 1000).toFixed(1)} KB gzip${within}; measured ${headline.measuredAt ?? 'at an unknown time'} (details: bench/results/bundle-size.md).`,
    '',
  ];
}

/**
 * The short summary `npm run bench` writes to `bench/results/summary.md` and prints: each report
 * found, with its targets marked, then how this run's commands went.
 *
 * @example
 * writeFileSync('bench/results/summary.md', benchSummary(results, new Date()));
 */
export function benchSummary(results: BenchResults, now: Date): string {
  const lines = ['# Benchmarks', '', `Summary written ${now.toISOString()}. ${noiseCaveat}`, ''];
  if (results.lighthouse) {
    lines.push(...section('Lighthouse mobile', lighthouseMarkdown(results.lighthouse)));
  }
  if (results.apiLoad.length > 0) {
    const first = results.apiLoad[0];
    lines.push(
      '## API load',
      '',
      `autocannon over loopback, ${first?.settings.connections ?? '?'} connections, ${first?.settings.durationSeconds ?? '?'} s per route after ${first?.settings.warmupSeconds ?? '?'} s of warm-up;`,
      'each driver beside its own bare Fastify route measured in the same run',
      `(${results.apiLoad.map((report) => `${report.driver} measured ${report.measuredAt}`).join('; ')}).`,
      'Failed: non-2xx answers and errors, timeouts (10 s) included.',
      '',
      ...apiLoadTableHeader,
      ...results.apiLoad.flatMap(apiLoadRows),
      '',
    );
  }
  if (results.startTime) lines.push(...section('Start time', startTimeMarkdown(results.startTime)));
  if (results.bundleSize) lines.push(...bundleSizeSection(results.bundleSize));
  if (results.steps.length > 0) {
    lines.push(
      '## This run',
      '',
      '| Command | Exit | Seconds |',
      '| --- | ---: | ---: |',
      ...results.steps.map(
        (step) => `| ${step.label} | ${step.exitCode} | ${step.seconds.toFixed(0)} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}
