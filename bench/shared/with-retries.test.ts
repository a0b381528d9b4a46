import { describe, expect, it, vi } from 'vitest';
import { withRetries } from './with-retries.ts';

describe('withRetries', () => {
  it('answers the first success, telling each failure before it', async () => {
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('NO_NAVSTART'))
      .mockResolvedValueOnce('figures');
    const onRetry = vi.fn();
    await expect(withRetries(attempt, 3, onRetry)).resolves.toBe('figures');
    expect(onRetry).toHaveBeenCalledWith(new Error('NO_NAVSTART'), 1);
  });

  it('throws the last failure once the attempts are spent', async () => {
    const attempt = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('down'));
    await expect(withRetries(attempt, 2, () => undefined)).rejects.toThrow('down');
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});
