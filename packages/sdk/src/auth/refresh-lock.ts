/** Options of {@link RefreshLock.runExclusive}. */
export interface RunExclusiveOptions {
  /** Longest wait for the lock; then the call rejects with `TOKEN_REFRESH_TIMEOUT`. */
  timeoutMs: number;
}

/**
 * A mutex shared by every tab of the origin, so only one tab at a time refreshes the tokens
 * (refresh tokens rotate: two tabs spending the same one would revoke the session).
 */
export interface RefreshLock {
  /**
   * Runs `fn` while holding the lock and releases it when `fn` settles. Rejects with an
   * `AuthError` `TOKEN_REFRESH_TIMEOUT` ("Token refresh timeout") when the lock is not obtained
   * within `timeoutMs`.
   */
  runExclusive<T>(fn: () => Promise<T>, options: RunExclusiveOptions): Promise<T>;
  /** Whether some tab (this one included) holds the lock right now. */
  isHeld(): Promise<boolean>;
}
