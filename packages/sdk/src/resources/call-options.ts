/** Options every resource call takes. */
export interface CallOptions {
  /** Aborts the call; it then rejects with an `AbortError` and is not retried. */
  signal?: AbortSignal;
}
