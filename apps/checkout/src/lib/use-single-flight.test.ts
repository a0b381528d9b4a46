// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../testing/render-page.ts';
import { useSingleFlight } from './use-single-flight.ts';

describe('useSingleFlight (the double-submit guard)', () => {
  it('drops an action started while another runs, even within one frame', async () => {
    const { result } = renderHook(() => useSingleFlight());
    let finish = () => undefined as void;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<void> | undefined;
    act(() => {
      const [run] = result.current;
      first = run(action);
      void run(action);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current[1]).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current[1]).toBe(false);
    await act(() => result.current[0](() => Promise.resolve()));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('runs again after a failure', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(() => result.current[0](() => Promise.reject(new Error('x'))).catch(() => undefined));
    const next = vi.fn(() => Promise.resolve());
    await act(() => result.current[0](next));
    expect(next).toHaveBeenCalledTimes(1);
  });
});
