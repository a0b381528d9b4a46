import { describe, expect, it } from 'vitest';
import type { LighthouseFigures } from './lighthouse-figures.ts';
import { lighthouseFigures } from './lighthouse-figures.ts';
import { formatFigure, lighthouseMarkdown, medianFigures } from './lighthouse-report.ts';

const run = (performance: number, lcpMs: number): LighthouseFigures => ({
  performance,
  accessibility: 1,
  bestPractices: 0.96,
  lcpMs,
  tbtMs: 150,
  cls: 0.002,
  fcpMs: 1200,
  transferBytes: 250_000,
  htmlBytes: 1_460,
  ttfbMs: 12,
});

describe('the Lighthouse report', () => {
  it('picks the figures out of a Lighthouse result, NaN where one is missing', () => {
    const figures = lighthouseFigures({
      categories: { performance: { score: 0.9 }, accessibility: { score: 1 } },
      audits: { 'largest-contentful-paint': { numericValue: 2100 } },
    });
    expect(figures.performance).toBe(0.9);
    expect(figures.lcpMs).toBe(2100);
    expect(figures.bestPractices).toBeNaN();
    expect(figures.htmlBytes).toBeNaN();
    expect(figures.ttfbMs).toBeNaN();
  });

  it('takes the HTML size from the first document request and the TTFB from the server response time', () => {
    const figures = lighthouseFigures({
      categories: {},
      audits: {
        'server-response-time': { numericValue: 23.4 },
        'network-requests': {
          details: {
            items: [
              { resourceType: 'Document', transferSize: 1_834 },
              { resourceType: 'Script', transferSize: 190_000 },
              { resourceType: 'Document', transferSize: 9_999 },
            ],
          },
        },
      },
    });
    expect(figures.htmlBytes).toBe(1_834);
    expect(figures.ttfbMs).toBe(23.4);
  });

  it('takes the median of each figure on its own', () => {
    const figures = medianFigures([run(0.5, 3000), run(0.9, 1000), run(0.7, 8000)]);
    expect(figures.performance).toBe(0.7);
    expect(figures.lcpMs).toBe(3000);
  });

  it('formats figures in their units', () => {
    expect(formatFigure('lcpMs', 7220)).toBe('7.22 s');
    expect(formatFigure('tbtMs', 439.5)).toBe('440 ms');
    expect(formatFigure('cls', 0.00195)).toBe('0.002');
    expect(formatFigure('transferBytes', 951_886)).toBe('952 KB');
    expect(formatFigure('htmlBytes', 1_834)).toBe('1.8 KB');
    expect(formatFigure('ttfbMs', 23.4)).toBe('23 ms');
    expect(formatFigure('performance', Number.NaN)).toBe('n/a');
  });

  it('prints each page median beside the target, marked met or not', () => {
    const markdown = lighthouseMarkdown({
      measuredAt: '2026-11-23T00:00:00.000Z',
      machine: { node: 'v20', cpus: 2, cpuModel: 'CPU', platform: 'linux' },
      lighthouseVersion: '12.8.2',
      preset: 'mobile',
      pages: [
        {
          kind: 'checkout',
          language: 'ar',
          url: 'a',
          runs: [run(0.55, 7220)],
          median: run(0.55, 7220),
        },
        {
          kind: 'checkout',
          language: 'en',
          url: 'b',
          runs: [run(0.99, 1100)],
          median: run(0.99, 1100),
        },
        {
          kind: 'shop',
          language: 'ar',
          url: 'c',
          runs: [run(0.97, 1400)],
          median: run(0.97, 1400),
        },
      ],
    });
    const [checkout, shop] = markdown.split('## Shop (product list)');
    expect(checkout).toContain('## Checkout');
    expect(checkout).toContain('| Figure | ar | en | Target |');
    expect(checkout).toContain('| Performance | 0.55 ✗ | 0.99 ✓ | ≥ 0.98 |');
    expect(checkout).toContain('| LCP | 7.22 s ✗ | 1.10 s ✓ | ≤ 1.20 s |');
    expect(checkout).toContain('| TBT | 150 ms ✓ | 150 ms ✓ | ≤ 150 ms |');
    expect(checkout).toContain('| FCP | 1.20 s ✗ | 1.20 s ✗ | ≤ 1 s |');
    expect(checkout).toContain('| Best practices | 0.96 ✗ | 0.96 ✗ | ≥ 1.00 |');
    expect(checkout).toContain('| Transfer | 250 KB | 250 KB | — |');
    // The shop's own targets: LCP 1.5 s, performance 0.97, no FCP or TBT target.
    expect(shop).toContain('| Figure | ar | Target |');
    expect(shop).toContain('| LCP | 1.40 s ✓ | ≤ 1.50 s |');
    expect(shop).toContain('| Performance | 0.97 ✓ | ≥ 0.97 |');
    expect(shop).toContain('| TBT | 150 ms | — |');
    expect(markdown).toContain('| HTML | 1.5 KB | 1.5 KB | — |');
    expect(markdown).toContain('| TTFB | 12 ms | 12 ms | — |');
    expect(markdown).toContain('median of 1 runs per page');
  });
});
