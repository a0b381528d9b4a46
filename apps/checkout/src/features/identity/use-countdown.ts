import { useEffect, useState } from 'react';

/**
 * A whole-second countdown, e.g. before a code may be resent. Ticks with `setTimeout`, so fake
 * timers drive it in tests.
 *
 * @example
 * const { secondsLeft, start } = useCountdown();
 * start(60);
 */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1_000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);
  return { secondsLeft, start: setSecondsLeft };
}
