import type { AssetSize } from './measure-asset.ts';

/**
 * The first-load JavaScript budget, gzip: 225 KB (decimal kilobytes, 225,000 bytes), re-set for
 * the React Compiler's memo caches (215.7 KB measured on 2026-11-27, about 4 % below it;
 * docs/decisions/0049-react-compiler.md). It was 205 KB for React 19 without it (197.2 KB
 * measured) and 130 KB on Preact's compat layer (docs/decisions/0040-react-in-production.md).
 * Since the first screen is in the HTML (0046), this JavaScript runs after the first paint: its
 * cost shows in Lighthouse's blocking time, not in the paint. CSS and the preloaded font
 * are reported beside it, not in it: the CSS is small and one file, and woff2 is compressed
 * already.
 */
export const firstLoadJsBudgetBytes = 225_000;

/**
 * The reservation widget's first-paint JavaScript budget, gzip: 177 KB, re-set for the React
 * Compiler (169.8 KB measured on 2026-11-27; 165 KB for React 19 without it, 90 KB on Preact,
 * issue 12). Its first paint
 * is `widget.html`'s scripts with the page language's texts and the reservation widget's own
 * chunk, which the page loads as soon as it knows the product is a reservation.
 */
export const reservationWidgetJsBudgetBytes = 177_000;

/**
 * The demo shop's first-paint JavaScript budget, gzip: 162 KB, re-set for the React Compiler
 * (155.1 KB measured on 2026-11-27; 155 KB for React 19 without it, 90 KB on Preact,
 * bench/bundle-size/README.md). Its
 * first paint is the product list: `shop.html`'s scripts and their static imports with the page
 * language's texts; the cart flow, the cart drawer and each product's widget are chunks loaded
 * after it.
 */
export const shopJsBudgetBytes = 162_000;

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
  reservationWidget: PageFirstPaint | null;
  /** The demo shop's first paint, against its own budget; null when not measured. */
  shop: PageFirstPaint | null;
}

/** A page's first-paint files, measured. */
export interface PageAssets {
  js: AssetSize[];
  css: AssetSize[];
}

/** The storefront pages measured beside the checkout, each against a budget of its own. */
export interface StorefrontPageAssets {
  reservationWidget?: PageAssets;
  shop?: PageAssets;
}

/** A storefront page's first-paint assets and its budget. */
export interface PageFirstPaint {
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

function pageFirstPaint(assets: PageAssets | undefined, budget: number): PageFirstPaint | null {
  if (assets === undefined) return null;
  const js = group(assets.js);
  return {
    budget: { firstPaintJsGzipBytes: budget },
    js,
    css: group(assets.css),
    withinBudget: js.gzipBytes <= budget,
  };
}

/**
 * The report of the first-load assets: totals per kind and whether the gzipped JavaScript is
 * within {@link firstLoadJsBudgetBytes}; with the storefront pages' first paints when measured,
 * the reservation widget's against {@link reservationWidgetJsBudgetBytes} and the shop's against
 * {@link shopJsBudgetBytes}.
 *
 * @example
 * const report = bundleSizeReport({ js: [measureAsset(dist, 'assets/index.js')], css: [] }, new Date());
 * report.withinBudget;
 */
export function bundleSizeReport(
  assets: { js: AssetSize[]; css: AssetSize[]; fonts?: AssetSize[] },
  measuredAt: Date,
  pages: StorefrontPageAssets = {},
): BundleSizeReport {
  const js = group(assets.js);
  return {
    measuredAt: measuredAt.toISOString(),
    budget: { firstLoadJsGzipBytes: firstLoadJsBudgetBytes },
    js,
    css: group(assets.css),
    fonts: group(assets.fonts ?? []),
    withinBudget: js.gzipBytes <= firstLoadJsBudgetBytes,
    reservationWidget: pageFirstPaint(pages.reservationWidget, reservationWidgetJsBudgetBytes),
    shop: pageFirstPaint(pages.shop, shopJsBudgetBytes),
  };
}

/** Whether the checkout and every storefront page measured are within their budgets. */
export function everyBudgetMet(report: BundleSizeReport): boolean {
  return (
    report.withinBudget &&
    report.reservationWidget?.withinBudget !== false &&
    report.shop?.withinBudget !== false
  );
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
    ...pageLines(
      'Reservation widget',
      [
        'From `apps/checkout/dist/widget.html`: its scripts and the chunks they import statically, the',
        'page language’s texts and the reservation widget’s own chunk.',
      ],
      report.reservationWidget,
      row,
    ),
    ...pageLines(
      'Demo shop',
      [
        'From `apps/checkout/dist/shop.html`: its scripts and the chunks they import statically, and',
        'the page language’s texts (the product list; the cart and the widgets load after it).',
      ],
      report.shop,
      row,
    ),
  ];
  return lines.join('\n');
}

function pageLines(
  name: string,
  source: string[],
  page: PageFirstPaint | null,
  row: (file: string, size: Omit<AssetSize, 'file'>) => string,
): string[] {
  if (page === null) return [];
  return [
    `# ${name} (first paint)`,
    '',
    ...source,
    '',
    '| File | Raw | gzip | Brotli |',
    '| --- | ---: | ---: | ---: |',
    ...page.js.files.map((file) => row(file.file, file)),
    row('**JavaScript total**', page.js),
    ...page.css.files.map((file) => row(file.file, file)),
    row('**CSS total**', page.css),
    '',
    `${name} first-paint JavaScript: **${kilobytes(page.js.gzipBytes)} gzip**, budget ` +
      `${kilobytes(page.budget.firstPaintJsGzipBytes)}: ` +
      (page.withinBudget ? '**within budget**.' : '**over budget**.'),
    '',
  ];
}
