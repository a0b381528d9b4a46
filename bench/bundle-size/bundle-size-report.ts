import type { AssetSize } from './measure-asset.ts';

/**
 * The first-load JavaScript budget, gzip: 130 KB (decimal kilobytes, 130,000 bytes). CSS and the
 * preloaded font are reported beside it, not in it: the CSS is small and one file, and woff2 is
 * compressed already (gzip does not apply).
 */
export const firstLoadJsBudgetBytes = 130_000;

/**
 * The reservation widget's first-paint JavaScript budget, gzip: 90 KB (issue 12). Its first paint
 * is `widget.html`'s scripts with the page language's texts and the reservation widget's own
 * chunk, which the page loads as soon as it knows the product is a reservation.
 */
export const reservationWidgetJsBudgetBytes = 90_000;

/** Sizes of one kind of asset, file by file and in total. */
export interface AssetGroup {
  files: AssetSize[];
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** What `bench/results/bundle-size.json` holds. */
export interface BundleSizeReport {
  measuredAt: string;
  budget: { firstLoadJsGzipBytes: number };
  js: AssetGroup;
  css: AssetGroup;
  /** Preloaded fonts, as sent (woff2 is compressed already). */
  fonts: AssetGroup;
  withinBudget: boolean;
  /** The reservation widget page's first paint, against its own budget; null when not measured. */
  reservationWidget: WidgetFirstPaint | null;
}

/** A widget page's first-paint assets and its budget. */
export interface WidgetFirstPaint {
  budget: { firstPaintJsGzipBytes: number };
  js: AssetGroup;
  css: AssetGroup;
  withinBudget: boolean;
}

function group(files: AssetSize[]): AssetGroup {
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    brotliBytes: files.reduce((sum, file) => sum + file.brotliBytes, 0),
  };
}

/**
 * The report of the first-load assets: totals per kind and whether the gzipped JavaScript is
 * within {@link firstLoadJsBudgetBytes}.
 *
 * @example
 * const report = bundleSizeReport({ js: [measureAsset(dist, 'assets/index.js')], css: [] }, new Date());
 * report.withinBudget;
 */
export function bundleSizeReport(
  assets: { js: AssetSize[]; css: AssetSize[]; fonts?: AssetSize[] },
  measuredAt: Date,
  reservationWidget?: { js: AssetSize[]; css: AssetSize[] },
): BundleSizeReport {
  const js = group(assets.js);
  const widgetJs = reservationWidget ? group(reservationWidget.js) : null;
  return {
    measuredAt: measuredAt.toISOString(),
    budget: { firstLoadJsGzipBytes: firstLoadJsBudgetBytes },
    js,
    css: group(assets.css),
    fonts: group(assets.fonts ?? []),
    withinBudget: js.gzipBytes <= firstLoadJsBudgetBytes,
    reservationWidget:
      reservationWidget && widgetJs
        ? {
            budget: { firstPaintJsGzipBytes: reservationWidgetJsBudgetBytes },
            js: widgetJs,
            css: group(reservationWidget.css),
            withinBudget: widgetJs.gzipBytes <= reservationWidgetJsBudgetBytes,
          }
        : null,
  };
}

/** Bytes as kilobytes with one decimal (1 KB = 1000 bytes, like the budget). */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/**
 * The report as a Markdown table: one row per file, a total per kind, and the verdict.
 *
 * @example
 * writeFileSync('bench/results/bundle-size.md', bundleSizeMarkdown(report));
 */
export function bundleSizeMarkdown(report: BundleSizeReport): string {
  const row = (file: string, size: Omit<AssetSize, 'file'>) =>
    `| ${file} | ${kilobytes(size.bytes)} | ${kilobytes(size.gzipBytes)} | ${kilobytes(size.brotliBytes)} |`;
  const lines = [
    '# Checkout bundle size (first load)',
    '',
    `Measured ${report.measuredAt} from \`apps/checkout/dist/index.html\` and Vite's manifest: its`,
    'scripts, module preloads and stylesheets, the chunks they import statically, the start-up',
    'dynamic imports (the page language’s texts) with theirs, and the preloaded font.',
    '',
    '| File | Raw | gzip | Brotli |',
    '| --- | ---: | ---: | ---: |',
    ...report.js.files.map((file) => row(file.file, file)),
    row('**JavaScript total**', report.js),
    ...report.css.files.map((file) => row(file.file, file)),
    row('**CSS total**', report.css),
    ...report.fonts.files.map((file) => row(file.file, file)),
    row('**Preloaded fonts total**', report.fonts),
    '',
    `First-load JavaScript: **${kilobytes(report.js.gzipBytes)} gzip**, budget ` +
      `${kilobytes(report.budget.firstLoadJsGzipBytes)}: ` +
      (report.withinBudget ? '**within budget**.' : '**over budget**.'),
    '',
    ...widgetLines(report.reservationWidget, row),
  ];
  return lines.join('\n');
}

function widgetLines(
  widget: WidgetFirstPaint | null,
  row: (file: string, size: Omit<AssetSize, 'file'>) => string,
): string[] {
  if (widget === null) return [];
  return [
    '# Reservation widget (first paint)',
    '',
    'From `apps/checkout/dist/widget.html`: its scripts and the chunks they import statically, the',
    'page language’s texts and the reservation widget’s own chunk.',
    '',
    '| File | Raw | gzip | Brotli |',
    '| --- | ---: | ---: | ---: |',
    ...widget.js.files.map((file) => row(file.file, file)),
    row('**JavaScript total**', widget.js),
    ...widget.css.files.map((file) => row(file.file, file)),
    row('**CSS total**', widget.css),
    '',
    `Reservation widget first-paint JavaScript: **${kilobytes(widget.js.gzipBytes)} gzip**, budget ` +
      `${kilobytes(widget.budget.firstPaintJsGzipBytes)}: ` +
      (widget.withinBudget ? '**within budget**.' : '**over budget**.'),
    '',
  ];
}
