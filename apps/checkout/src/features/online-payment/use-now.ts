import { useEffect, useState } from 'react';

/**
 * The current time, read again every `intervalMs` (a live countdown); the clock is injected.
 *
 * @example
 * const now = useNow(15_000, Date.now);
 */
export function useNow(intervalMs: number, clock: () => number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, clock]);
  return now;
}
