import { mkdtemp, rm } from 'node:fs/promises';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogSeedIds } from '@storefront/api/seed';
import { checkoutUrl, coffee, newCart, pen } from '../shared/demo-cart.ts';
import { noiseCaveat, thisMachine } from '../shared/machine.ts';
import { demoCheckoutUrls, startDemo } from '../shared/npm-start.ts';
import { withRetries } from '../shared/with-retries.ts';
import { auditPage } from './audit-page.ts';
import type { LighthouseFigures } from './lighthouse-figures.ts';
import {
  lighthouseMarkdown,
  medianFigures,
  type LighthousePageKind,
  type LighthouseReport,
} from './lighthouse-report.ts';

// The Lighthouse report (not a test): the root `npm start` on a fresh DATA_DIR and a free port,
// then Lighthouse's default mobile preset on the Arabic and English checkout (each run on a fresh
// two-line cart: a cart the checkout completed would redirect), booking widget (the massage) and
// demo shop, LIGHTHOUSE_RUNS (3) runs each; LIGHTHOUSE_PAGES (e.g. `checkout`) audits fewer.
// Writes bench/results/lighthouse.json and .md. The checkout must be built already (`npm start`
// would build it, which is not what is measured): run-bench.ts builds it first.
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const kinds = (process.env.LIGHTHOUSE_PAGES ?? 'checkout,widget,shop')
  .split(',')
  .map((kind) => kind.trim()) as LighthousePageKind[];

/** The page of `kind` in `language` on the demo at `baseUrl` (a fresh cart for the checkout). */
async function pageUrl(baseUrl: string, kind: LighthousePageKind, language: 'ar' | 'en') {
  if (kind === 'checkout')
    return checkoutUrl(baseUrl, await newCart(baseUrl, [coffee, pen]), language);
  if (kind === 'widget') {
    return `${baseUrl}/widget.html?tenant=demo&product=${catalogSeedIds.products.massage}&lang=${language}`;
  }
  return `${baseUrl}/shop.html?tenant=demo&lang=${language}`;
}
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const require = createRequire(import.meta.url);
const lighthouseVersion = (
  JSON.parse(readFileSync(require.resolve('lighthouse/package.json'), 'utf8')) as {
    version: string;
  }
).version;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
const demo = await startDemo(dataDir);
const pages: LighthouseReport['pages'] = [];
try {
  // The printed URLs show the demo serves the checkout; each run gets a cart of its own.
  const printed = await demoCheckoutUrls(demo);
  console.log(
    `Lighthouse (mobile) on ${printed.ar} and the English page, ${kinds.join(', ')}, ${runs} runs each…`,
  );
  for (const kind of kinds) {
    for (const language of ['ar', 'en'] as const) {
      const figures: LighthouseFigures[] = [];
      let firstUrl = '';
      for (let run = 1; run <= runs; run++) {
        const url = await pageUrl(demo.baseUrl, kind, language);
        firstUrl ||= url;
        figures.push(
          await withRetries(
            () => auditPage(url),
            3,
            (error, attempt) =>
              console.warn(
                `  ${kind} ${language} run ${run}, attempt ${attempt} failed, again: ${String(error)}`,
              ),
          ),
        );
        const last = figures[figures.length - 1];
        console.log(
          `  ${kind} ${language} run ${run}: performance ${last?.performance}, LCP ${last?.lcpMs.toFixed(0)} ms, FCP ${last?.fcpMs.toFixed(0)} ms, TBT ${last?.tbtMs.toFixed(0)} ms`,
        );
      }
      pages.push({ kind, language, url: firstUrl, runs: figures, median: medianFigures(figures) });
    }
  }
} finally {
  await demo.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const report: LighthouseReport = {
  measuredAt: new Date().toISOString(),
  machine: thisMachine(),
  lighthouseVersion,
  preset: 'mobile: simulated slow 4G, 4x CPU slowdown',
  pages,
};
mkdirSync(resultsDir, { recursive: true });
const base = path.join(resultsDir, 'lighthouse');
writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
const markdown = lighthouseMarkdown(report);
writeFileSync(`${base}.md`, markdown);
console.log(markdown);
console.log(noiseCaveat);
console.log(`Written: ${base}.json, ${base}.md`);
