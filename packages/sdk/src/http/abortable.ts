/**
 * The error a caller's abort is rethrown as: its own reason when that is already an
 * `AbortError` (the default of `controller.abort()`), else a fresh `AbortError`, so callers and
 * TanStack Query can tell a cancel from a failure by `name`.
 */
export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && reason.name === 'AbortError') return reason;
  return new DOMException('This operation was aborted', 'AbortError');
}

/**
 * Settles like `promise`, or rejects with {@link abortError} as soon as `signal` aborts, so a
 * caller is not kept waiting on something it cannot cancel (a token refresh in progress).
 *
 * @example await abortable(auth.whenRefreshSettled(), signal);
 */
export function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    promise
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
      .catch(() => undefined);
  });
}
