import { describe, expect, it } from 'vitest';
import {
  bundleSizeMarkdown,
  bundleSizeReport,
  everyBudgetMet,
  firstLoadJsBudgetBytes,
  reservationWidgetJsBudgetBytes,
  shopJsBudgetBytes,
} from './bundle-size-report.ts';
import type { AssetSize } from './measure-asset.ts';

const asset = (file: string, gzipBytes: number): AssetSize => ({
  file,
  bytes: gzipBytes * 3,
  gzipBytes,
  brotliBytes: gzipBytes - 1,
});

const measuredAt = new Date('2026-01-02T03:04:05.000Z');

describe('bundleSizeReport', () => {
  it('sums each kind and is within budget at exactly 225 KB of gzipped JavaScript', () => {
    const report = bundleSizeReport(
      { js: [asset('a.js', firstLoadJsBudgetBytes - 100), asset('b.js', 100)], css: [] },
      measuredAt,
    );
    expect(report.js.gzipBytes).toBe(225_000);
    expect(report.js.bytes).toBe(675_000);
    expect(report.withinBudget).toBe(true);
    expect(report.measuredAt).toBe('2026-01-02T03:04:05.000Z');
  });

  it('is over budget one byte above it; CSS and fonts do not count', () => {
    const within = bundleSizeReport(
      { js: [asset('a.js', 1000)], css: [asset('a.css', 500_000)], fonts: [asset('f.woff2', 1e6)] },
      measuredAt,
    );
    expect(within.withinBudget).toBe(true);
    const over = bundleSizeReport({ js: [asset('a.js', 225_001)], css: [] }, measuredAt);
    expect(over.withinBudget).toBe(false);
  });
});

describe('bundleSizeMarkdown', () => {
  it('has a row per file, totals and the verdict', () => {
    const markdown = bundleSizeMarkdown(
      bundleSizeReport(
        {
          js: [asset('assets/index.js', 230_000)],
          css: [asset('assets/index.css', 8000)],
          fonts: [asset('assets/arabic.woff2', 40_000)],
        },
        measuredAt,
      ),
    );
    expect(markdown).toContain('| assets/index.js | 690.0 KB | 230.0 KB | 230.0 KB |');
    expect(markdown).toContain('| **CSS total** | 24.0 KB | 8.0 KB | 8.0 KB |');
    expect(markdown).toContain('| **Preloaded fonts total** | 120.0 KB | 40.0 KB | 40.0 KB |');
    expect(markdown).toContain('**230.0 KB gzip**, budget 225.0 KB: **over budget**.');
  });
});

describe('the reservation widget in the report', () => {
  it('has its own 177 KB budget, apart from the checkout’s', () => {
    const within = bundleSizeReport({ js: [asset('index.js', 129_000)], css: [] }, measuredAt, {
      reservationWidget: { js: [asset('widget.js', reservationWidgetJsBudgetBytes)], css: [] },
    });
    expect(within.withinBudget).toBe(true);
    expect(within.reservationWidget).toMatchObject({
      budget: { firstPaintJsGzipBytes: 177_000 },
      withinBudget: true,
    });
    const over = bundleSizeReport({ js: [asset('index.js', 1)], css: [] }, measuredAt, {
      reservationWidget: { js: [asset('widget.js', 177_001)], css: [] },
    });
    expect(over.withinBudget).toBe(true);
    expect(over.reservationWidget?.withinBudget).toBe(false);
    expect(everyBudgetMet(within)).toBe(true);
    expect(everyBudgetMet(over)).toBe(false);
    expect(bundleSizeMarkdown(over)).toContain(
      'Reservation widget first-paint JavaScript: **177.0 KB gzip**, budget 177.0 KB: **over budget**.',
    );
    expect(bundleSizeReport({ js: [], css: [] }, measuredAt).reservationWidget).toBeNull();
  });
});

describe('the demo shop in the report', () => {
  it('has its own 162 KB budget, apart from the others’', () => {
    const shop = (gzipBytes: number) =>
      bundleSizeReport({ js: [asset('index.js', 129_000)], css: [] }, measuredAt, {
        reservationWidget: { js: [asset('widget.js', 80_000)], css: [] },
        shop: { js: [asset('shop.js', gzipBytes)], css: [asset('shop.css', 8_000)] },
      });
    const within = shop(shopJsBudgetBytes);
    expect(within.shop).toMatchObject({
      budget: { firstPaintJsGzipBytes: 162_000 },
      js: { gzipBytes: 162_000 },
      css: { gzipBytes: 8_000 },
      withinBudget: true,
    });
    expect(everyBudgetMet(within)).toBe(true);
    const over = shop(162_001);
    expect(over.withinBudget).toBe(true);
    expect(over.reservationWidget?.withinBudget).toBe(true);
    expect(over.shop?.withinBudget).toBe(false);
    expect(everyBudgetMet(over)).toBe(false);
    expect(bundleSizeMarkdown(over)).toContain('# Demo shop (first paint)');
    expect(bundleSizeMarkdown(over)).toContain('| shop.js | 486.0 KB | 162.0 KB | 162.0 KB |');
    expect(bundleSizeMarkdown(over)).toContain(
      'Demo shop first-paint JavaScript: **162.0 KB gzip**, budget 162.0 KB: **over budget**.',
    );
    expect(bundleSizeReport({ js: [], css: [] }, measuredAt).shop).toBeNull();
  });
});
