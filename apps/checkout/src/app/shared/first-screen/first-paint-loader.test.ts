// @vitest-environment jsdom
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { firstPaintLoader, pageModulesId, takePageModules } from './first-paint-loader.ts';

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/**
 * Runs the loader's text as the page would, with the browser's parts it uses given here: its
 * `import(src)` (the one dynamic import, which a script run by `vm` cannot make) becomes `load(src)`.
 */
function runLoader({
  modules = '["/assets/startup-1.js","/assets/index-2.js"]',
  visibility = 'visible',
  observerThrows = false,
  entryTypes = ['paint', 'largest-contentful-paint'],
}: {
  modules?: string | null;
  visibility?: DocumentVisibilityState;
  observerThrows?: boolean;
  entryTypes?: string[];
} = {}) {
  document.body.innerHTML =
    modules === null
      ? ''
      : `<script type="application/json" id="${pageModulesId}">${modules}</script>`;
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  const load = vi.fn();
  const timers: (() => void)[] = [];
  const warmUps: (() => void)[] = [];
  const setTimer = (run: () => void, ms: number) => {
    if (ms === 0) warmUps.push(run);
    else {
      expect(ms).toBe(3000);
      timers.push(run);
    }
  };
  let paintCallback: PaintCallback | undefined;
  const observed: unknown[] = [];
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = entryTypes;
    constructor(callback: PaintCallback) {
      if (observerThrows) throw new TypeError('no paint timing');
      paintCallback = callback;
    }
    observe(options: unknown) {
      observed.push(options);
    }
  }
  expect(firstPaintLoader.match(/import\(src\)/g)).toHaveLength(1);
  const script = firstPaintLoader.replace('import(src)', 'load(src)');
  const formatters: string[] = [];
  const FakeIntl = {
    NumberFormat: class {
      constructor(language: string, options: { currency?: string }) {
        formatters.push(`number ${language} ${options.currency}`);
      }
      format = () => '';
    },
    DateTimeFormat: class {
      constructor(language: string) {
        formatters.push(`date ${language}`);
      }
      format = () => '';
    },
  };
  runInNewContext(script, {
    document,
    setTimeout: setTimer,
    PerformanceObserver: FakeObserver,
    Intl: FakeIntl,
    load,
  });
  const paint = (...names: string[]) =>
    paintCallback?.(
      { getEntriesByName: (name) => names.filter((entry) => entry === name) },
      { disconnect },
    );
  return { load, timers, paint, observed, disconnect, warmUps, formatters };
}

describe('firstPaintLoader', () => {
  it('has Intl load the page language’s number and date data, each in a task of its own', () => {
    document.documentElement.lang = 'en';
    const { warmUps, formatters, load } = runLoader();
    expect(formatters).toEqual([]);
    expect(warmUps).toHaveLength(2);
    warmUps.forEach((run) => run());
    expect(formatters).toEqual(['number en SAR', 'date en']);
    expect(load).not.toHaveBeenCalled();
    document.documentElement.lang = '';
  });

  it('imports the page’s modules once the first contentful paint is reported, not before', () => {
    const { load, paint, observed, disconnect } = runLoader();
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(load).not.toHaveBeenCalled();
    // A first paint of the background only is not the first screen's.
    paint('first-paint');
    expect(load).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(load.mock.calls).toEqual([['/assets/startup-1.js'], ['/assets/index-2.js']]);
    expect(disconnect).toHaveBeenCalled();
  });

  it('starts once, whichever of the paint and the fallback timer comes first', () => {
    const { load, paint, timers } = runLoader();
    timers.forEach((run) => run());
    paint('first-contentful-paint');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts after 3 s when no paint is reported', () => {
    const { load, timers } = runLoader();
    expect(load).not.toHaveBeenCalled();
    timers.forEach((run) => run());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts at once on a hidden page, which paints nothing', () => {
    const { load, observed } = runLoader({ visibility: 'hidden' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(observed).toEqual([]);
  });

  it('starts at once in a browser without paint timing', () => {
    expect(runLoader({ observerThrows: true }).load).toHaveBeenCalledTimes(2);
    const withoutPaint = runLoader({ entryTypes: ['resource'] });
    expect(withoutPaint.load).toHaveBeenCalledTimes(2);
    expect(withoutPaint.observed).toEqual([]);
  });

  it.each([
    ['another origin', '["https://x.test/a.js","/assets/b.js"]', ['/assets/b.js']],
    ['a protocol-relative address', '["//x.test/a.js"]', []],
    ['a value that is no address', '[1,null,{"src":"/a.js"}]', []],
    ['a block that is not JSON', '/assets/a.js', []],
    ['no block', null, []],
  ])('imports only the page’s own addresses: %s', (_case, modules, expected) => {
    const { load, paint } = runLoader({ modules });
    paint('first-contentful-paint');
    expect(load.mock.calls.map(([src]) => src as string)).toEqual(expected);
  });
});

describe('takePageModules', () => {
  it('takes out the module scripts in page order, and the module preloads', () => {
    const built =
      '<head><script type="module" async crossorigin src="/assets/startup-1.js"></script>\n' +
      '<title>x</title>\n<script type="module" crossorigin src="/assets/index-2.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-3.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-4.css"></head>';
    expect(takePageModules(built)).toEqual({
      modules: ['/assets/startup-1.js', '/assets/index-2.js'],
      html: '<head><title>x</title>\n<link rel="stylesheet" crossorigin href="/assets/index-4.css"></head>',
    });
  });

  it('leaves a page without module scripts as it is', () => {
    const built = '<head><script src="/x.js"></script></head>';
    expect(takePageModules(built)).toEqual({ modules: [], html: built });
  });
});
