import { useCallback, useRef, useState } from 'react';

/**
 * Runs async actions one at a time: an action started while another is running is dropped, so a
 * double click or a second Enter can never submit twice. The guard is a ref, set before any
 * re-render, so even two presses within one frame start one action. `running` drives the busy
 * state of the button.
 *
 * @example
 * const [run, submitting] = useSingleFlight();
 * <button onClick={() => void run(placeOrder)} aria-disabled={submitting}>…</button>
 */
export function useSingleFlight(): [
  run: (action: () => Promise<void>) => Promise<void>,
  running: boolean,
] {
  const inFlight = useRef(false);
  const [running, setRunning] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    try {
      await action();
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  }, []);
  return [run, running];
}
