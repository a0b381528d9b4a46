import { abortError } from '@storefront/sdk/http';
import { matchesCall, seenCall, type CallMatcher, type SeenCall } from './call-matcher.ts';

/** An answer the server gave and the gate keeps from its caller until released. */
export interface HeldAnswer extends SeenCall {
  /** Hands the answer to the caller (no effect once it gave up waiting). */
  release(): void;
}

/** A fetch that holds matching answers; see {@link createAnswerGate}. */
export interface AnswerGate {
  fetch: typeof fetch;
  /** The answers held so far, in the order their calls were sent (released ones stay listed). */
  readonly held: readonly HeldAnswer[];
  /** Resolves once `count` answers have been held. */
  whenHeld(count: number): Promise<void>;
  /** Releases every held answer and lets later ones through. */
  open(): void;
}

/**
 * Wraps a fetch so that matching calls reach the server one at a time, in the order they were
 * sent (so the server's order is known), while their answers are held until the test releases
 * them, in any order: answers that "arrive" out of order, or an event stream that opens only
 * when the test allows. A caller that aborts while its answer is held gets an `AbortError`.
 *
 * @example
 * const gate = createAnswerGate(fetch, { method: ['PUT', 'DELETE'], path: /^\/api\/app\/cart\// });
 * await gate.whenHeld(2);
 * gate.held[1]?.release();
 * gate.held[0]?.release();
 */
export function createAnswerGate(fetch: typeof globalThis.fetch, matcher: CallMatcher): AnswerGate {
  const held: HeldAnswer[] = [];
  const waiters: Array<() => void> = [];
  let opened = false;
  let serverTurn: Promise<unknown> = Promise.resolve();

  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };

  return {
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (opened || !matchesCall(matcher, request)) return fetch(request);
      const answered = serverTurn.then(() => fetch(request));
      serverTurn = answered.catch(() => undefined);
      const answer = await answered;
      if (opened) return answer;
      const { signal } = request;
      return new Promise<Response>((resolve, reject) => {
        const giveUp = () => {
          void answer.body?.cancel().catch(() => undefined);
          reject(abortError(signal));
        };
        if (signal.aborted) {
          giveUp();
          return;
        }
        signal.addEventListener('abort', giveUp, { once: true });
        held.push({
          ...seenCall(request),
          release: () => {
            signal.removeEventListener('abort', giveUp);
            resolve(answer);
          },
        });
        wake();
      });
    },
    get held() {
      return held;
    },
    async whenHeld(count) {
      while (held.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    open() {
      opened = true;
      for (const answer of held) answer.release();
    },
  };
}
