/**
 * Calls `attempt` until it resolves, at most `times` times; `onRetry` hears each failure but the
 * last, which is thrown. For measurements that fail now and then for reasons of their own (a
 * Lighthouse trace without a navigation start on a busy machine).
 *
 * @example
 * const figures = await withRetries(() => auditPage(url), 3, (error) => console.warn(error));
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  times: number,
  onRetry: (error: unknown, attemptNumber: number) => void,
): Promise<T> {
  for (let attemptNumber = 1; ; attemptNumber++) {
    try {
      return await attempt();
    } catch (error) {
      if (attemptNumber >= times) throw error;
      onRetry(error, attemptNumber);
    }
  }
}
