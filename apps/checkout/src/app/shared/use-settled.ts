import { useEffect, useState } from 'react';

/** Where a promise a screen waits for is. */
export type Settled<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: unknown };

/**
 * The state of a promise made outside React (a storefront page's runtime starts its requests
 * before the first render): loading, then its value or its error. A different promise starts
 * over; an unmounted screen is not updated.
 *
 * @example
 * const product = useSettled(runtime.product);
 * if (product.status === 'ready') return <h1>{product.value.name}</h1>;
 */
export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const [state, setState] = useState<{ promise: Promise<T>; settled: Settled<T> }>({
    promise,
    settled: { status: 'loading' },
  });
  useEffect(() => {
    let live = true;
    promise.then(
      (value) => live && setState({ promise, settled: { status: 'ready', value } }),
      (error: unknown) => live && setState({ promise, settled: { status: 'failed', error } }),
    );
    return () => {
      live = false;
    };
  }, [promise]);
  return state.promise === promise ? state.settled : { status: 'loading' };
}
