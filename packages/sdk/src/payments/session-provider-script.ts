import { PaymentFlowError } from './payment-flow-error.ts';
import type { SessionProviderForm } from './payment-flow-types.ts';

/** The session-style provider's script global. */
type ProviderWindow = Window & { myFatoorah?: unknown };

// One load per document and script URL, shared by every caller until it fails.
const loads = new WeakMap<Document, Map<string, Promise<SessionProviderForm>>>();

function formOf(win: ProviderWindow | null): SessionProviderForm | null {
  const form = win?.myFatoorah as Partial<SessionProviderForm> | null | undefined;
  if (typeof form?.init !== 'function' || typeof form.submit !== 'function') return null;
  return form as SessionProviderForm;
}

function scriptFailed(message: string): PaymentFlowError {
  return new PaymentFlowError('SESSION_PROVIDER_SCRIPT_FAILED', { message });
}

function inject(scriptUrl: string, doc: Document, timeoutMs: number): Promise<SessionProviderForm> {
  const win = doc.defaultView as ProviderWindow | null;
  const script = doc.createElement('script');
  script.src = scriptUrl;
  script.async = true;
  return new Promise<SessionProviderForm>((resolve, reject) => {
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
      outcome();
    };
    const fail = (message: string) =>
      settle(() => {
        // A later try injects a fresh tag rather than waiting on this dead one.
        script.remove();
        reject(scriptFailed(message));
      });
    const onLoad = () => {
      const form = formOf(win);
      if (form) settle(() => resolve(form));
      else fail('The payment form script loaded but defined no form');
    };
    const onError = () => fail('The payment form script failed to load');
    const timer = setTimeout(() => fail('The payment form script timed out'), timeoutMs);
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    doc.head.append(script);
  });
}

/**
 * Loads the session-style provider's embedded card form script (the session's `scriptUrl`) into
 * `doc` and resolves with its global, `window.myFatoorah`. The tag is injected once per document
 * and URL: later calls share the load in progress, or the loaded form. A load error, no global
 * after loading, or no load within `timeoutMs` rejects `SESSION_PROVIDER_SCRIPT_FAILED`, and the
 * next call tries again.
 *
 * @example
 * const form = await loadSessionProviderForm(session.scriptUrl, document);
 * form.init({ sessionId: session.sessionId, countryCode: session.countryCode, cardViewId: 'card-form', language: 'ar' });
 */
export function loadSessionProviderForm(
  scriptUrl: string,
  doc: Document,
  timeoutMs = 15_000,
): Promise<SessionProviderForm> {
  let byUrl = loads.get(doc);
  if (!byUrl) {
    byUrl = new Map();
    loads.set(doc, byUrl);
  }
  const existing = byUrl.get(scriptUrl);
  if (existing) return existing;
  // Loaded by an earlier page script (or a previous SDK copy): nothing to inject.
  const href = new URL(scriptUrl, doc.baseURI).href;
  const loaded = formOf(doc.defaultView);
  if (loaded && Array.from(doc.scripts).some((script) => script.src === href)) {
    return Promise.resolve(loaded);
  }
  const load = inject(scriptUrl, doc, timeoutMs);
  byUrl.set(scriptUrl, load);
  load.catch(() => byUrl.delete(scriptUrl));
  return load;
}
