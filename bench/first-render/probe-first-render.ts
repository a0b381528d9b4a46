import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { checkoutUrl, coffee, newCart, pen } from '../shared/demo-cart.ts';

// A diagnostic, not a benchmark: what the checkout's main thread does before and after its first
// paint, in Debian's Chromium with Lighthouse's 4x CPU slowdown (and its slow 4G with SLOW_NET=1).
// Prints the paints, the LCP candidates and each long animation frame (its scripts, their forced
// layouts); writes a CPU profile to PROFILE_OUT (default /tmp/first-render.cpuprofile) for
// DevTools. Against a running `npm start` (BASE, default http://127.0.0.1:8080); build the
// checkout with `vite build --minify false` for readable function names. LANG_=ar|en.
//   npx tsx bench/first-render/probe-first-render.ts
const base = process.env.BASE ?? 'http://127.0.0.1:8080';
const language = process.env.LANG_ === 'ar' ? 'ar' : 'en';
const profileOut = process.env.PROFILE_OUT ?? '/tmp/first-render.cpuprofile';

const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (process.env.SLOW_NET) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 0.75e6 / 8,
    });
  }
  // A string, not a function: tsx would wrap the function's inner names in a helper the page
  // does not have.
  await page.addInitScript(`
    const entries = (window.__firstRender = []);
    const observe = (type, map) =>
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) entries.push(map(entry));
      }).observe({ type, buffered: true });
    observe('paint', (entry) => ({ paint: entry.name, at: Math.round(entry.startTime) }));
    observe('largest-contentful-paint', (entry) => ({
      lcp: Math.round(entry.startTime),
      size: entry.size,
      element: entry.element?.textContent?.slice(0, 40) || entry.element?.tagName,
    }));
    observe('long-animation-frame', (frame) => ({
      frame: Math.round(frame.startTime),
      duration: Math.round(frame.duration),
      blocking: Math.round(frame.blockingDuration),
      scripts: frame.scripts.map(
        (script) =>
          script.invoker + ' ' + script.sourceURL.split('/').pop() + ' ' +
          Math.round(script.duration) + ' ms, forced layout ' +
          Math.round(script.forcedStyleAndLayoutDuration) + ' ms',
      ),
    }));
  `);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await page.goto(checkoutUrl(base, await newCart(base, [coffee, pen]), language), {
    waitUntil: 'load',
  });
  // Not networkidle: the page holds the cart-updates stream open.
  await page.waitForTimeout(3000);
  const entries = await page.evaluate(
    () => (window as unknown as { __firstRender: unknown[] }).__firstRender,
  );
  for (const entry of entries) console.log(JSON.stringify(entry));
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(profileOut, JSON.stringify(profile));
  console.log(`CPU profile: ${profileOut}`);
} finally {
  await browser.close();
}
