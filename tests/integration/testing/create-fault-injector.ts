import { errorMessage, type ErrorBody } from '@storefront/contracts';
import { abortError } from '@storefront/sdk/http';
import { matchesCall, seenCall, type CallMatcher, type SeenCall } from './call-matcher.ts';

/**
 * How a call fails: `network`, as a dropped connection before the request reached the server
 * (fetch rejects with a TypeError, as browsers and undici do); `server-error`, a 500
 * `INTERNAL_ERROR` answered after the server processed the request (its real answer is lost).
 */
export type Fault = 'network' | 'server-error';

/** The calls to fail, and how. */
export interface FaultRule extends CallMatcher {
  fault: Fault;
}

/** A failure the injector caused. */
export interface InjectedFault extends SeenCall {
  fault: Fault;
}

/** A fetch that fails each matching call once; see {@link createFaultInjector}. */
export interface FaultInjector {
  fetch: typeof fetch;
  /** Every failure caused so far, in order. */
  readonly injected: readonly InjectedFault[];
  /** Adds rules; calls sent from now on that match them fail once too. */
  add(...rules: FaultRule[]): void;
  /** Drops every rule: later calls go through. */
  clear(): void;
}

function internalError(): Response {
  const body: ErrorBody = {
    error: {
      code: 'INTERNAL_ERROR',
      message: errorMessage('INTERNAL_ERROR', 'en'),
      details: null,
      validationErrors: null,
    },
  };
  return new Response(JSON.stringify(body), {
    status: 500,
    statusText: 'Internal Server Error',
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A call's identity: method, URL and body (a multipart body's boundary changes per send). */
async function callKey(request: Request): Promise<string> {
  const multipart = /^multipart\//i.test(request.headers.get('Content-Type') ?? '');
  const body = request.body === null || multipart ? '' : await request.clone().text();
  return `${request.method} ${request.url}\n${body}`;
}

/**
 * Wraps a fetch so that each call matching a rule fails the first time it is sent; a resend of
 * the same call (same method, URL and body: the SDK's automatic retry, or the shopper trying
 * again) goes through. The first matching rule decides the fault.
 *
 * @example
 * const faults = createFaultInjector(createInjectFetch(app), [
 *   { method: 'POST', path: /^\/api\/app\/cart\/cart-items\//, fault: 'server-error' },
 * ]);
 * const http = createHttpClient({ baseUrl, tenant: 'demo', fetch: faults.fetch });
 */
export function createFaultInjector(
  fetch: typeof globalThis.fetch,
  rules: readonly FaultRule[] = [],
): FaultInjector {
  const active: FaultRule[] = [...rules];
  const sent = new Set<string>();
  const injected: InjectedFault[] = [];

  return {
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const rule = active.find((candidate) => matchesCall(candidate, request));
      if (rule === undefined) return fetch(request);
      const key = await callKey(request);
      if (sent.has(key)) return fetch(request);
      sent.add(key);
      injected.push({ ...seenCall(request), fault: rule.fault });
      if (rule.fault === 'network') {
        if (request.signal.aborted) throw abortError(request.signal);
        throw new TypeError('fetch failed');
      }
      const answer = await fetch(request);
      // The server's answer is lost on the way back; its body is not read.
      await answer.body?.cancel();
      return internalError();
    },
    get injected() {
      return injected;
    },
    add: (...more) => void active.push(...more),
    clear: () => void active.splice(0),
  };
}
