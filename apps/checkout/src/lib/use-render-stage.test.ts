// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../testing/render-page.ts';
import { useRenderStage } from './use-render-stage.ts';

describe('useRenderStage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 0 in the first render, then one more per render up to the last stage', async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(() => {
      const stage = useRenderStage(2);
      seen.push(stage);
      return stage;
    });
    expect(seen[0]).toBe(0);
    await waitFor(() => expect(result.current).toBe(2));
    rerender();
    // Each stage once at least, in order, and never past the last.
    expect([...new Set(seen)]).toEqual([0, 1, 2]);
    expect(seen.every((stage, index) => index === 0 || stage >= (seen[index - 1] ?? 0))).toBe(true);
  });

  it('renders each stage in a task of its own', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useRenderStage(2));
    expect(result.current).toBe(0);
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(result.current).toBe(1);
    await act(async () => {
      await vi.advanceTimersToNextTimerAsync();
    });
    expect(result.current).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
