import { describe, expect, it, vi } from 'vitest';
import { createSdkEvents } from '../events/sdk-events.ts';
import { announceFrameHeight, type ResizeObserverConstructor } from './announce-frame-height.ts';

/** A measured element whose height the test sets, and the observer the browser would run. */
function harness() {
  let height = 0;
  let resized: (() => void) | null = null;
  const disconnect = vi.fn();
  const observed: Element[] = [];
  const element = {
    getBoundingClientRect: () => ({ height }) as DOMRect,
  } as unknown as Element;
  const FakeResizeObserver: ResizeObserverConstructor = class {
    constructor(callback: ResizeObserverCallback) {
      resized = () => callback([], this as unknown as ResizeObserver);
    }
    observe(target: Element) {
      observed.push(target);
    }
    disconnect = disconnect;
  };
  return {
    element,
    FakeResizeObserver,
    observed,
    disconnect,
    resize(next: number) {
      height = next;
      resized?.();
    },
  };
}

describe('announceFrameHeight (docs/product/embedding.md)', () => {
  it('announces the content’s height at once and each time it changes, in whole pixels', () => {
    const page = harness();
    page.resize(412.2);
    const events = createSdkEvents();
    const heights: number[] = [];
    events.on('embed.frameResized', ({ height }) => heights.push(height));

    announceFrameHeight({
      element: page.element,
      events,
      ResizeObserver: page.FakeResizeObserver,
    });
    expect(page.observed).toEqual([page.element]);
    expect(heights).toEqual([413]);

    page.resize(980); // the calendar and its slots loaded
    page.resize(979.6); // the same whole height: nothing new to say
    page.resize(640); // the widget folded after the add: the frame shrinks with it
    expect(heights).toEqual([413, 980, 640]);
  });

  it('stops observing when stopped', () => {
    const page = harness();
    const stop = announceFrameHeight({
      element: page.element,
      events: createSdkEvents(),
      ResizeObserver: page.FakeResizeObserver,
    });
    stop();
    expect(page.disconnect).toHaveBeenCalledOnce();
  });
});
