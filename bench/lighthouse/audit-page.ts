import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseFigures, type LighthouseFigures } from './lighthouse-figures.ts';

/** Debian's Chromium; browser downloads do not work on these machines. */
const chromePath = process.env.LIGHTHOUSE_CHROMIUM ?? '/usr/bin/chromium';

// Root in a container: no sandbox, no GPU; and none of Chromium's background traffic, as the
// network is closed (it would only add noise).
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * One Lighthouse run of `url` with its default mobile preset (simulated slow 4G, 4x CPU), in a
 * fresh Chromium profile.
 *
 * @example
 * const figures = await auditPage('http://127.0.0.1:8080/?tenant=demo&cartId=…&lang=ar');
 */
export async function auditPage(url: string): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    // The whole report, to read the LCP element, its phases and the long tasks.
    const lhrDir = process.env.LIGHTHOUSE_LHR_DIR;
    if (lhrDir) {
      const page = new URL(url);
      const kind = page.pathname.replace(/^\/|\.html$/g, '') || 'checkout';
      const name = `${kind}-${page.searchParams.get('lang') ?? 'page'}-${Date.now()}.json`;
      writeFileSync(path.join(lhrDir, name), JSON.stringify(result.lhr));
    }
    return lighthouseFigures(result.lhr);
  } finally {
    chrome.kill();
  }
}
