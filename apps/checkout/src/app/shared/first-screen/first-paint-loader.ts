import { intlWarmUpPath } from './intl-warm-up.ts';
import { jsonBlock } from './json-block.ts';

/** The id of the JSON block that lists the page's module scripts, started after its first paint. */
export const pageModulesId = 'page-modules';

/** How long the loader waits for a first paint it is never told of before it starts the page. */
const firstPaintFallbackMs = 3000;

/** How long the page's imports wait for the `Intl` warm-up worker's answer at most. */
const intlWarmUpWaitMs = 1000;

/**
 * The one inline script of a page the API rendered with its first screen
 * (docs/decisions/0046-first-screen-in-html.md): once the browser reports the page's first
 * contentful paint, it imports the page's modules, listed in the `pageModulesId` JSON block (only
 * addresses of the page's own origin): it has the browser fetch them all at once (module
 * preloads), then imports them one by one in the block's order, each in a task after the one
 * before. A module's import runs every module it needs that has not run yet in one task, so the
 * first-load chunks listed before the app's entry split its start into several shorter tasks, as
 * Lighthouse counts every task over 50 ms on its slowed phone as blocking (TBT); a failed import
 * does not stop the next. A hidden page paints nothing, so it starts at once; a
 * browser without paint timing (no `PerformanceObserver`, or one that does not list `paint`)
 * starts at once; a paint not reported within `firstPaintFallbackMs` starts it anyway. As it
 * starts, it has a worker load the page language's `Intl` data off the main thread
 * (`intlWarmUpWorker`), and the imports wait for its answer (or its failure, or
 * `intlWarmUpWaitMs`), so the page's first formatters find the data loaded.
 *
 * Why inline and not a module script: a script the page loads is fetched and run before the page
 * paints (the browser cannot tell it is not needed), and every request that ends before the first
 * paint took bandwidth and main-thread time from it on a phone. Why written as text: the page's
 * CSP allows it by the hash of exactly this text (`allowInlineScript` in the API's
 * modules/checkout-site/first-screen-page.ts), so it must not depend on how a bundler prints a
 * function; first-paint-loader.test.ts runs it.
 */
export const firstPaintLoader = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var block = document.getElementById(${JSON.stringify(pageModulesId)});
    var modules = [];
    try {
      modules = JSON.parse(block ? block.textContent : '[]');
    } catch (error) {}
    modules = Array.isArray(modules)
      ? modules.filter(function (src) {
          return typeof src === 'string' && /^\\/(?!\\/)/.test(src);
        })
      : [];
    modules.forEach(function (src) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = src;
      document.head.appendChild(preload);
    });
    function run(index) {
      if (index >= modules.length) return;
      function next() {
        setTimeout(function () {
          run(index + 1);
        }, 0);
      }
      import(modules[index]).then(next, next);
    }
    // The page's first money and date formatters load its language's data from Intl, tens of
    // milliseconds of main thread on a phone, which its blocking time counts: a worker loads it
    // for the whole renderer while the modules download, and the imports wait for it.
    var warming = true;
    function warmed() {
      if (!warming) return;
      warming = false;
      run(0);
    }
    try {
      var worker = new Worker(${JSON.stringify(intlWarmUpPath)});
      worker.onmessage = warmed;
      worker.onerror = warmed;
      worker.postMessage(document.documentElement.lang || 'ar');
      setTimeout(warmed, ${intlWarmUpWaitMs});
    } catch (error) {
      warmed();
    }
  }
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, ${firstPaintFallbackMs});
  try {
    // A browser that cannot report paints would observe nothing, silently.
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') === -1) return start();
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch (error) {
    start();
  }
})();`;

/** A page's module scripts that the build put in its HTML, and the HTML without them. */
export interface PageModules {
  /**
   * What the loader imports, in this order: the page's `async` module scripts (the checkout's
   * startup script, which starts the first screen's requests), the chunks the build preloads for
   * the page, then its other module scripts (the app's entry, which needs those chunks).
   */
  modules: string[];
  html: string;
}

/**
 * Takes the module scripts and module preloads out of a built page (Vite writes them as
 * `<script type="module" [async] crossorigin src>` and `<link rel="modulepreload" crossorigin
 * href>`), and lists them in the order the loader imports them (`PageModules.modules`).
 *
 * @example
 * const { modules, html } = takePageModules(indexHtml);
 */
export function takePageModules(built: string): PageModules {
  const asyncScripts: string[] = [];
  const scripts: string[] = [];
  const preloads: string[] = [];
  const html = built
    .replace(
      /<script type="module"( async)? crossorigin src="([^"]+)"><\/script>\s*/g,
      (_tag, async: string | undefined, src: string) => {
        (async ? asyncScripts : scripts).push(src);
        return '';
      },
    )
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const modules =
    asyncScripts.length + scripts.length === 0 ? [] : [...asyncScripts, ...preloads, ...scripts];
  return { modules, html };
}

/**
 * `built` with its module scripts started by the inline {@link firstPaintLoader} once the page's
 * first screen has been painted, instead of by the page (docs/decisions/0046-first-screen-in-html.md):
 * the first screen needs none of them, and run as scripts of the page they were fetched and run
 * before the browser painted. Their addresses go in a JSON block the loader reads; the API allows
 * the loader by its hash in the page's CSP. A page without module scripts is returned as it is.
 *
 * @example
 * const page = withModulesAfterFirstPaint(indexHtml);
 */
export function withModulesAfterFirstPaint(built: string): string {
  const { modules, html } = takePageModules(built);
  if (modules.length === 0) return built;
  return html.replace(
    '</body>',
    () => `${jsonBlock(pageModulesId, modules)}<script>${firstPaintLoader}</script></body>`,
  );
}
