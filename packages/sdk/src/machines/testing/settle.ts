import { vi } from 'vitest';

/**
 * Lets every answered effect reach its machine: under fake timers, runs the promise callbacks
 * queued so far (and timers due now) without moving the clock.
 */
export async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}
