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
  it('sums each kind and is within budget at exactly 205 KB of gzipped JavaScript', () => {
    const report = bundleSizeReport(
      { js: [asset('a.js', firstLoadJsBudgetBytes - 100), asset('b.js', 100)], css: [] },
      measuredAt,
    );
    expect(report.js.gzipBytes).toBe(205_000);
    expect(report.js.bytes).toBe(615_000);
    expect(report.withinBudget).toBe(true);
    expect(report.measuredAt).toBe('2026-01-02T03:04:05.000Z');
  });

  it('is over budget one byte above it; CSS and fonts do not count', () => {
    const within = bundleSizeReport(
      { js: [asset('a.js', 1000)], css: [asset('a.css', 500_000)], fonts: [asset('f.woff2', 1e6)] },
      measuredAt,
    );
    expect(within.withinBudget).toBe(true);
    const over = bundleSizeReport({ js: [asset('a.js', 205_001)], css: [] }, measuredAt);
    expect(over.withinBudget).toBe(false);
  });
});

describe('bundleSizeMarkdown', () => {
  it('has a row per file, totals and the verdict', () => {
    const markdown = bundleSizeMarkdown(
      bundleSizeReport(
        {
          js: [asset('assets/index.js', 210_000)],
          css: [asset('assets/index.css', 8000)],
          fonts: [asset('assets/arabic.woff2', 40_000)],
        },
        measuredAt,
      ),
    );
    expect(markdown).toContain('| assets/index.js | 630.0 KB | 210.0 KB | 210.0 KB |');
    expect(markdown).toContain('| **CSS total** | 24.0 KB | 8.0 KB | 8.0 KB |');
    expect(markdown).toContain('| **Preloaded fonts total** | 120.0 KB | 40.0 KB | 40.0 KB |');
    expect(markdown).toContain('**210.0 KB gzip**, budget 205.0 KB: **over budget**.');
  });
});

describe('the reservation widget in the report', () => {
  it('has its own 165 KB budget, apart from the checkout’s', () => {
    const within = bundleSizeReport({ js: [asset('index.js', 129_000)], css: [] }, measuredAt, {
      reservationWidget: { js: [asset('widget.js', reservationWidgetJsBudgetBytes)], css: [] },
    });
    expect(within.withinBudget).toBe(true);
    expect(within.reservationWidget).toMatchObject({
      budget: { firstPaintJsGzipBytes: 165_000 },
      withinBudget: true,
    });
    const over = bundleSizeReport({ js: [asset('index.js', 1)], css: [] }, measuredAt, {
      reservationWidget: { js: [asset('widget.js', 165_001)], css: [] },
    });
    expect(over.withinBudget).toBe(true);
    expect(over.reservationWidget?.withinBudget).toBe(false);
    expect(everyBudgetMet(within)).toBe(true);
    expect(everyBudgetMet(over)).toBe(false);
    expect(bundleSizeMarkdown(over)).toContain(
      'Reservation widget first-paint JavaScript: **165.0 KB gzip**, budget 165.0 KB: **over budget**.',
    );
    expect(bundleSizeReport({ js: [], css: [] }, measuredAt).reservationWidget).toBeNull();
  });
});

describe('the demo shop in the report', () => {
  it('has its own 155 KB budget, apart from the others’', () => {
    const shop = (gzipBytes: number) =>
      bundleSizeReport({ js: [asset('index.js', 129_000)], css: [] }, measuredAt, {
        reservationWidget: { js: [asset('widget.js', 80_000)], css: [] },
        shop: { js: [asset('shop.js', gzipBytes)], css: [asset('shop.css', 8_000)] },
      });
    const within = shop(shopJsBudgetBytes);
    expect(within.shop).toMatchObject({
      budget: { firstPaintJsGzipBytes: 155_000 },
      js: { gzipBytes: 155_000 },
      css: { gzipBytes: 8_000 },
      withinBudget: true,
    });
    expect(everyBudgetMet(within)).toBe(true);
    const over = shop(155_001);
    expect(over.withinBudget).toBe(true);
    expect(over.reservationWidget?.withinBudget).toBe(true);
    expect(over.shop?.withinBudget).toBe(false);
    expect(everyBudgetMet(over)).toBe(false);
    expect(bundleSizeMarkdown(over)).toContain('# Demo shop (first paint)');
    expect(bundleSizeMarkdown(over)).toContain('| shop.js | 465.0 KB | 155.0 KB | 155.0 KB |');
    expect(bundleSizeMarkdown(over)).toContain(
      'Demo shop first-paint JavaScript: **155.0 KB gzip**, budget 155.0 KB: **over budget**.',
    );
    expect(bundleSizeReport({ js: [], css: [] }, measuredAt).shop).toBeNull();
  });
});
