import type { sleep as browserSleep } from '../http/sleep.ts';

/** An AbortSignal that aborts after a delay, and a way to call the delay off. */
export interface TimeoutSignal {
  readonly signal: AbortSignal;
  /** Stops the timer; the signal then never aborts. */
  cancel(): void;
}

/**
 * Like `AbortSignal.timeout(ms)`, but on the injected `sleep` so tests control time.
 *
 * @example
 * ```ts
 * const timeout = timeoutSignal(30_000, sleep);
 * try { await work(timeout.signal); } finally { timeout.cancel(); }
 * ```
 */
export function timeoutSignal(ms: number, sleep: typeof browserSleep): TimeoutSignal {
  const timeout = new AbortController();
  const stop = new AbortController();
  sleep(ms, stop.signal).then(
    // A sleep that ignores its signal may still wake after cancel(); the check keeps cancel final.
    () => {
      if (!stop.signal.aborted) timeout.abort(new DOMException('Timed out', 'TimeoutError'));
    },
    () => undefined,
  );
  return { signal: timeout.signal, cancel: () => stop.abort() };
}
