import { orderSubmissionTimeoutMs, standardOperationTimeoutMs } from '@storefront/contracts';

/** Per-attempt request timeouts of docs/product/constants.md, in ms. */
export const requestTimeouts = {
  standard: standardOperationTimeoutMs,
  submission: orderSubmissionTimeoutMs,
} as const;

/** A named timeout: `standard` or `submission`. */
export type TimeoutKind = keyof typeof requestTimeouts;

/**
 * The timeout of one attempt in ms: a named kind or a number, `standard` when not given.
 *
 * @example timeoutMs('submission') // 300000
 */
export function timeoutMs(timeout: TimeoutKind | number = 'standard'): number {
  return typeof timeout === 'number' ? timeout : requestTimeouts[timeout];
}

/** The signal of one attempt, and why it ended if it did. */
export interface AttemptSignal {
  signal: AbortSignal;
  /** True once the timer, not the caller, aborted the attempt. */
  timedOut(): boolean;
  /** Stops the timer and detaches from the caller's signal; call when the attempt settles. */
  dispose(): void;
}

/**
 * A signal that aborts after `ms` or when the caller's signal aborts, whichever comes first.
 * Hand-written rather than `AbortSignal.timeout`/`AbortSignal.any` because those use internal
 * timers that fake timers cannot drive, and because the two causes must be told apart.
 *
 * @example
 * const attempt = createAttemptSignal(timeoutMs('standard'), callerSignal);
 * try { await fetch(url, { signal: attempt.signal }); } finally { attempt.dispose(); }
 */
export function createAttemptSignal(ms: number, callerSignal?: AbortSignal): AttemptSignal {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('Operation timed out', 'TimeoutError'));
  }, ms);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
