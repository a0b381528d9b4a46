// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSettled } from './use-settled.ts';

describe('useSettled', () => {
  it('is loading, then the value', async () => {
    const seven = Promise.resolve(7);
    const { result } = renderHook(() => useSettled(seven));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 7 }));
  });

  it('is loading, then the error', async () => {
    const error = new Error('refused');
    const failing = Promise.reject(error);
    const { result } = renderHook(() => useSettled(failing));
    await waitFor(() => expect(result.current).toEqual({ status: 'failed', error }));
  });

  it('starts over for another promise, and ignores the one it left', async () => {
    let resolveFirst = (_value: string) => {};
    const first = new Promise<string>((resolve) => (resolveFirst = resolve));
    const second = Promise.resolve('second');
    const { result, rerender } = renderHook(({ promise }) => useSettled(promise), {
      initialProps: { promise: first },
    });
    rerender({ promise: second });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', value: 'second' }));
    await act(async () => resolveFirst('first'));
    expect(result.current).toEqual({ status: 'ready', value: 'second' });
  });
});
