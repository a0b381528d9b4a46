import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bundleSizeMarkdown,
  bundleSizeReport,
  everyBudgetMet,
  kilobytes,
  type PageFirstPaint,
} from './bundle-size-report.ts';
import { firstLoadAssets } from './first-load-assets.ts';
import { measureAsset } from './measure-asset.ts';

// Builds the checkout, measures its first-load JavaScript and CSS (gzip), the reservation
// widget's first paint and the demo shop's, writes bench/results/bundle-size.json and .md, and
// exits 1 when any of them is over its budget.
// `--no-build` measures the existing dist/. A small script rather than size-limit, whose current
// release needs Node 22.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.join(repoRoot, 'apps/checkout/dist');
const resultsDir = path.join(repoRoot, 'bench/results');

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/checkout'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Before its first paint the page also imports its language's texts (the `startup` script starts
// it): Arabic, the default and the larger, is counted. The startup script preloads the regular
// Arabic font (its core subset, vite/arabic-core-font.ts) for an Arabic page.
const assets = firstLoadAssets(distDir, {
  dynamicImports: ['src/i18n/dictionary-ar.ts'],
  fonts: ['noto-sans-arabic-core-400.woff2'],
});
// The reservation widget's first paint: widget.html's own scripts, the Arabic texts, and the
// reservation widget's chunk (loaded as soon as the product turns out to be a reservation).
const widgetAssets = firstLoadAssets(distDir, {
  page: 'widget.html',
  manifest: '.vite/manifest-widget.json',
  dynamicImports: [
    'src/i18n/dictionary-ar.ts',
    'src/features/reservation-widget/reservation-widget.tsx',
  ],
});
// The demo shop's first paint, its product list: shop.html's own scripts and the Arabic texts (the
// cart flow, the cart drawer and the product widgets are chunks loaded after it).
const shopAssets = firstLoadAssets(distDir, {
  page: 'shop.html',
  manifest: '.vite/manifest-shop.json',
  dynamicImports: ['src/i18n/dictionary-ar.ts'],
});
const measured = (files: { scripts: string[]; styles: string[] }) => ({
  js: files.scripts.map((file) => measureAsset(distDir, file)),
  css: files.styles.map((file) => measureAsset(distDir, file)),
});
const report = bundleSizeReport(
  { ...measured(assets), fonts: assets.fonts.map((file) => measureAsset(distDir, file)) },
  new Date(),
  { reservationWidget: measured(widgetAssets), shop: measured(shopAssets) },
);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'bundle-size.json'), `${JSON.stringify(report, null, 2)}\n`);
writeFileSync(path.join(resultsDir, 'bundle-size.md'), bundleSizeMarkdown(report));

console.log(
  `First-load JS: ${kilobytes(report.js.gzipBytes)} gzip (${kilobytes(report.js.bytes)} raw, ` +
    `${String(report.js.files.length)} files); CSS: ${kilobytes(report.css.gzipBytes)} gzip; ` +
    `preloaded font: ${kilobytes(report.fonts.bytes)}.`,
);
console.log(
  `${report.withinBudget ? 'Within' : 'OVER'} the ${kilobytes(report.budget.firstLoadJsGzipBytes)} ` +
    'first-load JS budget. Report: bench/results/bundle-size.json, bench/results/bundle-size.md',
);
const printPage = (name: string, page: PageFirstPaint | null) => {
  if (!page) return;
  console.log(
    `${name} first paint: ${kilobytes(page.js.gzipBytes)} gzip JS ` +
      `(${String(page.js.files.length)} files); ${page.withinBudget ? 'within' : 'OVER'} its ` +
      `${kilobytes(page.budget.firstPaintJsGzipBytes)} budget.`,
  );
};
printPage('Reservation widget', report.reservationWidget);
printPage('Demo shop', report.shop);
process.exit(everyBudgetMet(report) ? 0 : 1);
