import { useSettled, type Settled } from '../shared/use-settled.ts';

/**
 * {@link useSettled} for a promise whose value the page may already hold (the data the shop's
 * first screen was rendered with: docs/decisions/0048-shop-first-screen.md): that value while the
 * promise is pending, so the first render is the server's and hydrates it; the promise's outcome
 * once it is settled.
 *
 * @example
 * const settings = useKnownSettled(runtime.settings, runtime.known.settings);
 */
export function useKnownSettled<T>(promise: Promise<T>, known: T | null): Settled<T> {
  const settled = useSettled(promise);
  return settled.status === 'loading' && known !== null
    ? { status: 'ready', value: known }
    : settled;
}
