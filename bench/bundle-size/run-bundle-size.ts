import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSizeMarkdown, bundleSizeReport, kilobytes } from './bundle-size-report.ts';
import { firstLoadAssets } from './first-load-assets.ts';
import { measureAsset } from './measure-asset.ts';

// Builds the checkout, measures its first-load JavaScript and CSS (gzip) and the reservation
// widget's first paint, writes bench/results/bundle-size.json and .md, and exits 1 when either is
// over its budget.
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
// Arabic font for an Arabic page.
const assets = firstLoadAssets(distDir, {
  dynamicImports: ['src/i18n/dictionary-ar.ts'],
  fonts: ['noto-sans-arabic-arabic-400-normal.woff2'],
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
const report = bundleSizeReport(
  {
    js: assets.scripts.map((file) => measureAsset(distDir, file)),
    css: assets.styles.map((file) => measureAsset(distDir, file)),
    fonts: assets.fonts.map((file) => measureAsset(distDir, file)),
  },
  new Date(),
  {
    js: widgetAssets.scripts.map((file) => measureAsset(distDir, file)),
    css: widgetAssets.styles.map((file) => measureAsset(distDir, file)),
  },
);
const widget = report.reservationWidget;
const allWithinBudget = report.withinBudget && widget?.withinBudget !== false;
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
if (widget) {
  console.log(
    `Reservation widget first paint: ${kilobytes(widget.js.gzipBytes)} gzip JS ` +
      `(${String(widget.js.files.length)} files); ${widget.withinBudget ? 'within' : 'OVER'} its ` +
      `${kilobytes(widget.budget.firstPaintJsGzipBytes)} budget.`,
  );
}
process.exit(allWithinBudget ? 0 : 1);
