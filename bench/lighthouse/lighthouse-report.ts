import { describeMachine, type MachineInfo } from '../shared/machine.ts';
import { median } from '../shared/median.ts';
import { marked, targetLabel, type Target } from '../shared/target.ts';
import type { LighthouseFigures } from './lighthouse-figures.ts';

/** One page's runs and the median of each figure over them. */
export interface LighthousePage {
  language: 'ar' | 'en';
  /** The URL of the first run (each run has a fresh cart, so ids differ). */
  url: string;
  runs: LighthouseFigures[];
  median: LighthouseFigures;
}

/** The whole report, as written to `bench/results/lighthouse.json`. */
export interface LighthouseReport {
  measuredAt: string;
  machine: MachineInfo;
  lighthouseVersion: string;
  preset: string;
  pages: LighthousePage[];
}

/** The targets (transfer bytes have none: shown for comparison). */
export const lighthouseTargets: Partial<Record<keyof LighthouseFigures, Target>> = {
  performance: { kind: 'atLeast', value: 0.95 },
  accessibility: { kind: 'atLeast', value: 1 },
  bestPractices: { kind: 'atLeast', value: 1 },
  lcpMs: { kind: 'atMost', value: 2000 },
  tbtMs: { kind: 'atMost', value: 200 },
  cls: { kind: 'atMost', value: 0.05 },
};

const figureKeys: (keyof LighthouseFigures)[] = [
  'performance',
  'accessibility',
  'bestPractices',
  'lcpMs',
  'tbtMs',
  'cls',
  'fcpMs',
  'transferBytes',
  'htmlBytes',
  'ttfbMs',
];

/**
 * The median of every figure over some runs.
 *
 * @example
 * const figures = medianFigures([run1, run2, run3]);
 */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const result = {} as LighthouseFigures;
  for (const key of figureKeys) result[key] = median(runs.map((run) => run[key]));
  return result;
}

const labels: Record<keyof LighthouseFigures, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  bestPractices: 'Best practices',
  lcpMs: 'LCP',
  tbtMs: 'TBT',
  cls: 'CLS',
  fcpMs: 'FCP',
  transferBytes: 'Transfer',
  htmlBytes: 'HTML',
  ttfbMs: 'TTFB',
};

/** A figure in its unit: scores with two decimals, times in s or ms, bytes in KB. */
export function formatFigure(key: keyof LighthouseFigures, value: number): string {
  if (Number.isNaN(value)) return 'n/a';
  switch (key) {
    case 'lcpMs':
    case 'fcpMs':
      return `${(value / 1000).toFixed(2)} s`;
    case 'tbtMs':
    case 'ttfbMs':
      return `${value.toFixed(0)} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'transferBytes':
      return `${(value / 1000).toFixed(0)} KB`;
    case 'htmlBytes':
      return `${(value / 1000).toFixed(1)} KB`;
    default:
      return value.toFixed(2);
  }
}

/**
 * The report as a markdown table: one row per figure, one column per page (the median, marked
 * ✓ or ✗ against its target), then the target.
 *
 * @example
 * writeFileSync('bench/results/lighthouse.md', lighthouseMarkdown(report));
 */
export function lighthouseMarkdown(report: LighthouseReport): string {
  const header = `| Figure | ${report.pages.map((page) => page.language).join(' | ')} | Target |`;
  const rule = `| --- | ${report.pages.map(() => '---:').join(' | ')} | --- |`;
  const rows = figureKeys.map((key) => {
    const target = lighthouseTargets[key];
    const cells = report.pages.map((page) =>
      marked(formatFigure(key, page.median[key]), target, page.median[key]),
    );
    const goal = target
      ? targetLabel(target, (value) => formatFigure(key, value).replace(/\.00 s$/, ' s'))
      : '—';
    return `| ${labels[key]} | ${cells.join(' | ')} | ${goal} |`;
  });
  const runs = report.pages[0]?.runs.length ?? 0;
  return [
    `# Lighthouse (${report.preset})`,
    '',
    `Measured ${report.measuredAt} with Lighthouse ${report.lighthouseVersion} in headless Chromium on`,
    `${describeMachine(report.machine)}: median of ${runs} runs per page, each on a fresh cart.`,
    '',
    header,
    rule,
    ...rows,
    '',
  ].join('\n');
}
