// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSessionProviderForm } from './session-provider-script.ts';
import type { SessionProviderForm } from './payment-flow-types.ts';

const scriptUrl = 'https://pay.test/myfatoorah/cardview/v2/session.js';

type Page = Window & { myFatoorah?: unknown; Event: typeof Event };

/**
 * A fresh page per test (an iframe's window, so no load is shared between tests); jsdom never
 * fetches the script, so the test fires its events.
 */
function page(): Page {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow as Page;
}

function scriptsOf(win: Window): HTMLScriptElement[] {
  return Array.from(win.document.querySelectorAll('script'));
}

const form: SessionProviderForm = {
  init: () => {},
  submit: async () => ({ sessionId: 's-1', cardBrand: 'Mada' }),
};

afterEach(() => {
  vi.useRealTimers();
});

describe('loadSessionProviderForm', () => {
  it('injects the script once and resolves with window.myFatoorah when it loads', async () => {
    const win = page();

    const first = loadSessionProviderForm(scriptUrl, win.document);
    const second = loadSessionProviderForm(scriptUrl, win.document);

    const scripts = scriptsOf(win);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(scriptUrl);
    win.myFatoorah = form;
    scripts[0]!.dispatchEvent(new win.Event('load'));
    await expect(first).resolves.toBe(form);
    await expect(second).resolves.toBe(form);
    await expect(loadSessionProviderForm(scriptUrl, win.document)).resolves.toBe(form);
    expect(scriptsOf(win)).toHaveLength(1);
  });

  it('reuses a script the page already loaded', async () => {
    const win = page();
    const script = win.document.createElement('script');
    script.src = scriptUrl;
    win.document.head.append(script);
    win.myFatoorah = form;

    await expect(loadSessionProviderForm(scriptUrl, win.document)).resolves.toBe(form);
    expect(scriptsOf(win)).toHaveLength(1);
  });

  it('rejects SESSION_PROVIDER_SCRIPT_FAILED when the script fails, and tries again next time', async () => {
    const win = page();

    const failed = loadSessionProviderForm(scriptUrl, win.document);
    scriptsOf(win)[0]!.dispatchEvent(new win.Event('error'));

    await expect(failed).rejects.toMatchObject({ code: 'SESSION_PROVIDER_SCRIPT_FAILED' });
    expect(scriptsOf(win)).toHaveLength(0);

    const retried = loadSessionProviderForm(scriptUrl, win.document);
    expect(scriptsOf(win)).toHaveLength(1);
    win.myFatoorah = form;
    scriptsOf(win)[0]!.dispatchEvent(new win.Event('load'));
    await expect(retried).resolves.toBe(form);
  });

  it('rejects SESSION_PROVIDER_SCRIPT_FAILED when the script defines no form', async () => {
    const win = page();

    const load = loadSessionProviderForm(scriptUrl, win.document);
    win.myFatoorah = { init: () => {} };
    scriptsOf(win)[0]!.dispatchEvent(new win.Event('load'));

    await expect(load).rejects.toMatchObject({ code: 'SESSION_PROVIDER_SCRIPT_FAILED' });
  });

  it('rejects SESSION_PROVIDER_SCRIPT_FAILED when the script does not load in time', async () => {
    vi.useFakeTimers();
    const win = page();

    const load = loadSessionProviderForm(scriptUrl, win.document, 5_000);
    const outcome = load.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);

    await expect(outcome).resolves.toMatchObject({ code: 'SESSION_PROVIDER_SCRIPT_FAILED' });
    expect(scriptsOf(win)).toHaveLength(0);
  });
});
