import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (a debounce), so a burst of changes (the
 * shopper stepping a quantity up) asks the server once, for where it settled. A timer and its
 * cleanup: small enough that a debounce library would add only weight to the page.
 *
 * @example
 * const amount = useSettledValue(cart.amountToBePaid, 800);
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
