import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';

function fakeWindow(visibilityState: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  return {
    frames,
    timers,
    window: {
      document: { visibilityState } as Document,
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(() => callback(0)),
      setTimeout: ((callback: () => void) => timers.push(callback)) as typeof setTimeout,
    },
  };
}

describe('afterNextPaint', () => {
  it('runs the task in a task of its own after the next frame, not before', () => {
    const { frames, timers, window } = fakeWindow('visible');
    const task = vi.fn();
    afterNextPaint(window, task);
    expect(timers).toHaveLength(0);
    expect(frames).toHaveLength(1);
    frames[0]?.();
    expect(task).not.toHaveBeenCalled();
    timers[0]?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs it at once (in a task) on a hidden page, which paints no frame', () => {
    const { frames, timers, window } = fakeWindow('hidden');
    const task = vi.fn();
    afterNextPaint(window, task);
    expect(frames).toHaveLength(0);
    timers[0]?.();
    expect(task).toHaveBeenCalledOnce();
  });
});
