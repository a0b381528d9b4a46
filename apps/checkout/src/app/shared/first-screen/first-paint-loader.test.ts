// @vitest-environment jsdom
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { firstPaintLoader, pageModulesId, takePageModules } from './first-paint-loader.ts';

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/**
 * Runs the loader's text as the page would, with the browser's parts it uses given here: its
 * `import(…)` (the one dynamic import, which a script run by `vm` cannot make) becomes `load(…)`,
 * which imports nothing until the test settles it (`settle`), and its timers are the test's.
 */
function runLoader({
  modules = '["/assets/startup-1.js","/assets/index-2.js"]',
  visibility = 'visible',
  observerThrows = false,
  entryTypes = ['paint', 'largest-contentful-paint'],
  withWorker = false,
}: {
  modules?: string | null;
  visibility?: DocumentVisibilityState;
  observerThrows?: boolean;
  entryTypes?: string[];
  /** A browser with workers (the `Intl` warm-up); without, the loader's `new Worker` throws. */
  withWorker?: boolean;
} = {}) {
  document.body.innerHTML =
    modules === null
      ? ''
      : `<script type="application/json" id="${pageModulesId}">${modules}</script>`;
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility);
  const imports: { src: string; settle: (ok: boolean) => void }[] = [];
  const load = vi.fn(
    (src: string) =>
      new Promise<void>((resolve, reject) => {
        imports.push({ src, settle: (ok) => (ok ? resolve() : reject(new Error('offline'))) });
      }),
  );
  const timers: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const warmUpTimers: (() => void)[] = [];
  const setTimer = (run: () => void, ms: number) => {
    if (ms === 0) tasks.push(run);
    else if (ms === 1000) warmUpTimers.push(run);
    else {
      expect(ms).toBe(3000);
      timers.push(run);
    }
  };
  const workers: FakeWorker[] = [];
  class FakeWorker {
    onmessage: (() => void) | null = null;
    onerror: (() => void) | null = null;
    sent: unknown[] = [];
    constructor(readonly src: string) {
      workers.push(this);
    }
    postMessage(data: unknown) {
      this.sent.push(data);
    }
  }
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
  expect(firstPaintLoader.match(/import\(/g)).toHaveLength(1);
  const script = firstPaintLoader.replace('import(', 'load(');
  // The page's `Intl`: the loader must make no formatter on the main thread (its worker does).
  const FakeIntl = { NumberFormat: vi.fn(), DateTimeFormat: vi.fn() };
  const formatters = () => [
    ...FakeIntl.NumberFormat.mock.calls,
    ...FakeIntl.DateTimeFormat.mock.calls,
  ];
  runInNewContext(script, {
    document,
    setTimeout: setTimer,
    PerformanceObserver: FakeObserver,
    Intl: FakeIntl,
    load,
    ...(withWorker ? { Worker: FakeWorker } : {}),
  });
  const paint = (...names: string[]) =>
    paintCallback?.(
      { getEntriesByName: (name) => names.filter((entry) => entry === name) },
      { disconnect },
    );
  /** Settles the latest import, then runs the timer tasks it queued (the next import's task). */
  const settleImport = async (ok = true, { runTasks = true } = {}) => {
    imports.at(-1)?.settle(ok);
    await Promise.resolve();
    await Promise.resolve();
    if (runTasks) tasks.splice(0).forEach((run) => run());
  };
  /** Every import, each started once the one before it has run. */
  const importAll = async () => {
    for (let count = -1; count !== imports.length;) {
      count = imports.length;
      await settleImport();
    }
    return load.mock.calls.map(([src]) => src);
  };
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  return {
    load,
    timers,
    paint,
    observed,
    disconnect,
    tasks,
    formatters,
    workers,
    warmUpTimers,
    settleImport,
    importAll,
    preloads,
  };
}

describe('firstPaintLoader', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('makes no formatter on the main thread and starts no worker before the first paint', () => {
    const { formatters, workers, load, tasks } = runLoader({ withWorker: true });
    expect(formatters()).toEqual([]);
    expect(workers).toEqual([]);
    expect(tasks).toEqual([]);
    expect(load).not.toHaveBeenCalled();
  });

  it('has a worker load the page language’s Intl data once it starts, and imports after its answer', async () => {
    document.documentElement.lang = 'en';
    const { workers, load, paint, preloads, importAll, formatters } = runLoader({
      withWorker: true,
    });
    paint('first-contentful-paint');
    expect(workers.map((worker) => [worker.src, worker.sent])).toEqual([
      ['/intl-warm-up.js', ['en']],
    ]);
    // The modules download meanwhile; none runs before the data is loaded.
    expect(preloads()).toEqual(['/assets/startup-1.js', '/assets/index-2.js']);
    expect(load).not.toHaveBeenCalled();
    workers[0]?.onmessage?.();
    expect(await importAll()).toEqual(['/assets/startup-1.js', '/assets/index-2.js']);
    expect(formatters()).toEqual([]);
    document.documentElement.lang = '';
  });

  it('sends an Arabic page’s worker "ar" when the page names no language', () => {
    const { workers, paint } = runLoader({ withWorker: true });
    paint('first-contentful-paint');
    expect(workers[0]?.sent).toEqual(['ar']);
  });

  it('imports anyway when the worker fails (its file missing), or has not answered within 1 s', async () => {
    const failing = runLoader({ withWorker: true });
    failing.paint('first-contentful-paint');
    failing.workers[0]?.onerror?.();
    expect(await failing.importAll()).toHaveLength(2);

    const silent = runLoader({ withWorker: true });
    silent.paint('first-contentful-paint');
    expect(silent.load).not.toHaveBeenCalled();
    expect(silent.warmUpTimers).toHaveLength(1);
    silent.warmUpTimers.forEach((run) => run());
    // A late answer starts nothing twice.
    silent.workers[0]?.onmessage?.();
    expect(await silent.importAll()).toEqual(['/assets/startup-1.js', '/assets/index-2.js']);
  });

  it('imports the page’s modules once the first contentful paint is reported, not before', async () => {
    const { load, paint, observed, disconnect, importAll, preloads } = runLoader();
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    expect(load).not.toHaveBeenCalled();
    // A first paint of the background only is not the first screen's.
    paint('first-paint');
    expect(load).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    paint('first-contentful-paint');
    expect(disconnect).toHaveBeenCalled();
    expect(await importAll()).toEqual(['/assets/startup-1.js', '/assets/index-2.js']);
  });

  it('fetches every module at once, and imports each in a task after the one before has run', async () => {
    const { load, paint, preloads, settleImport, tasks } = runLoader({
      modules: '["/assets/startup-1.js","/assets/react-2.js","/assets/index-3.js"]',
    });
    paint('first-contentful-paint');
    expect(preloads()).toEqual([
      '/assets/startup-1.js',
      '/assets/react-2.js',
      '/assets/index-3.js',
    ]);
    expect(load.mock.calls).toEqual([['/assets/startup-1.js']]);
    // The next import waits for the one before, then for a task of its own.
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    await settleImport(true, { runTasks: false });
    expect(load).toHaveBeenCalledTimes(1);
    expect(tasks).toHaveLength(1);
    tasks.splice(0).forEach((run) => run());
    expect(load.mock.calls.at(-1)).toEqual(['/assets/react-2.js']);
    // A failed import (a flaky network) does not stop the ones after it.
    await settleImport(false);
    expect(load.mock.calls.at(-1)).toEqual(['/assets/index-3.js']);
    await settleImport();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('starts once, whichever of the paint and the fallback timer comes first', async () => {
    const { paint, timers, importAll } = runLoader();
    timers.forEach((run) => run());
    paint('first-contentful-paint');
    expect(await importAll()).toHaveLength(2);
  });

  it('starts after 3 s when no paint is reported', async () => {
    const { load, timers, importAll } = runLoader();
    expect(load).not.toHaveBeenCalled();
    timers.forEach((run) => run());
    expect(await importAll()).toHaveLength(2);
  });

  it('starts at once on a hidden page, which paints nothing', async () => {
    const { load, observed, importAll } = runLoader({ visibility: 'hidden' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(observed).toEqual([]);
    expect(await importAll()).toHaveLength(2);
  });

  it('starts at once in a browser without paint timing', async () => {
    expect(await runLoader({ observerThrows: true }).importAll()).toHaveLength(2);
    const withoutPaint = runLoader({ entryTypes: ['resource'] });
    expect(await withoutPaint.importAll()).toHaveLength(2);
    expect(withoutPaint.observed).toEqual([]);
  });

  it.each([
    ['another origin', '["https://x.test/a.js","/assets/b.js"]', ['/assets/b.js']],
    ['a protocol-relative address', '["//x.test/a.js"]', []],
    ['a value that is no address', '[1,null,{"src":"/a.js"}]', []],
    ['a block that is not a list', '{"src":"/a.js"}', []],
    ['a block that is not JSON', '/assets/a.js', []],
    ['no block', null, []],
  ])('imports and preloads only the page’s own addresses: %s', async (_case, modules, expected) => {
    const { paint, importAll, preloads } = runLoader({ modules });
    paint('first-contentful-paint');
    expect(await importAll()).toEqual(expected);
    expect(preloads()).toEqual(expected);
  });
});

describe('takePageModules', () => {
  it('takes out the module scripts and preloads: async scripts, then preloads, then the others', () => {
    const built =
      '<head><script type="module" async crossorigin src="/assets/startup-1.js"></script>\n' +
      '<title>x</title>\n<script type="module" crossorigin src="/assets/index-2.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/shared-3.js">\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-5.js">\n' +
      '<link rel="stylesheet" crossorigin href="/assets/index-4.css"></head>';
    expect(takePageModules(built)).toEqual({
      modules: [
        '/assets/startup-1.js',
        '/assets/shared-3.js',
        '/assets/react-5.js',
        '/assets/index-2.js',
      ],
      html: '<head><title>x</title>\n<link rel="stylesheet" crossorigin href="/assets/index-4.css"></head>',
    });
  });

  it('lists a page’s preloads before its only script, so each runs in a task of its own', () => {
    const built =
      '<head><script type="module" crossorigin src="/assets/shop-1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/schemas-2.js"></head>';
    expect(takePageModules(built).modules).toEqual(['/assets/schemas-2.js', '/assets/shop-1.js']);
  });

  it('leaves a page without module scripts as it is', () => {
    const built = '<head><script src="/x.js"></script></head>';
    expect(takePageModules(built)).toEqual({ modules: [], html: built });
  });
});
