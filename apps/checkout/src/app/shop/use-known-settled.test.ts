// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKnownSettled } from './use-known-settled.ts';

/** A promise settled by the test. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useKnownSettled', () => {
  it('is the known value while the promise is pending, then the promise’s value', async () => {
    const later = deferred<string>();
    const { result } = renderHook(() => useKnownSettled(later.promise, 'from the page'));
    expect(result.current).toEqual({ status: 'ready', value: 'from the page' });
    await act(async () => later.resolve('asked again'));
    expect(result.current).toEqual({ status: 'ready', value: 'asked again' });
  });

  it('is loading without a known value, and the promise’s failure once it fails', async () => {
    const later = deferred<string>();
    const { result } = renderHook(() => useKnownSettled(later.promise, null));
    expect(result.current).toEqual({ status: 'loading' });
    const error = new Error('offline');
    await act(async () => later.reject(error));
    expect(result.current).toEqual({ status: 'failed', error });
  });
});
