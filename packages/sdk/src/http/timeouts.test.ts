import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAttemptSignal, requestTimeouts, timeoutMs } from './timeouts.ts';

describe('timeoutMs', () => {
  it('has docs/product/constants.md values, standard by default', () => {
    expect(requestTimeouts).toEqual({ standard: 100_000, submission: 300_000 });
    expect(timeoutMs()).toBe(100_000);
    expect(timeoutMs('submission')).toBe(300_000);
    expect(timeoutMs(5)).toBe(5);
  });
});

describe('createAttemptSignal', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('aborts as a timeout after the given ms, not before', () => {
    const attempt = createAttemptSignal(1000);
    vi.advanceTimersByTime(999);
    expect(attempt.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(attempt.signal.aborted).toBe(true);
    expect(attempt.timedOut()).toBe(true);
  });

  it('aborts with the caller reason, not as a timeout, when the caller aborts', () => {
    const caller = new AbortController();
    const attempt = createAttemptSignal(1000, caller.signal);
    caller.abort();
    expect(attempt.signal.aborted).toBe(true);
    expect(attempt.signal.reason).toBe(caller.signal.reason);
    expect(attempt.timedOut()).toBe(false);
  });

  it('starts aborted for a caller signal already aborted', () => {
    const caller = new AbortController();
    caller.abort();
    expect(createAttemptSignal(1000, caller.signal).signal.aborted).toBe(true);
  });

  it('dispose stops the timer and the link to the caller', () => {
    const caller = new AbortController();
    const attempt = createAttemptSignal(1000, caller.signal);
    attempt.dispose();
    expect(vi.getTimerCount()).toBe(0);
    caller.abort();
    vi.advanceTimersByTime(2000);
    expect(attempt.signal.aborted).toBe(false);
  });
});
