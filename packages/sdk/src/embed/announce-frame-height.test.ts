import { describe, expect, it, vi } from 'vitest';
import { createSdkEvents } from '../events/sdk-events.ts';
import {
  announceFrameHeight,
  type MutationObserverConstructor,
  type ResizeObserverConstructor,
} from './announce-frame-height.ts';

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

  it('also measures on a change of the content, which a frame out of view still sees', () => {
    const page = harness();
    page.resize(300);
    const content = { mutated: () => {} };
    const watched: MutationObserverInit[] = [];
    const stopWatching = vi.fn();
    const FakeMutationObserver: MutationObserverConstructor = class {
      constructor(callback: MutationCallback) {
        content.mutated = () => callback([], this as unknown as MutationObserver);
      }
      observe(_target: Node, init: MutationObserverInit) {
        watched.push(init);
      }
      disconnect = stopWatching;
    };
    const events = createSdkEvents();
    const heights: number[] = [];
    events.on('embed.frameResized', ({ height }) => heights.push(height));
    const stop = announceFrameHeight({
      element: page.element,
      events,
      // The browser skips resize observations of a frame out of view: this one never reports.
      ResizeObserver: harness().FakeResizeObserver,
      MutationObserver: FakeMutationObserver,
    });
    expect(watched).toEqual([
      { subtree: true, childList: true, attributes: true, characterData: true },
    ]);
    page.resize(700); // the fake resize observer of `page` is not the one in use
    content.mutated();
    expect(heights).toEqual([300, 700]);
    stop();
    expect(stopWatching).toHaveBeenCalledOnce();
  });

  it('measures again when a web font has arrived', () => {
    const page = harness();
    page.resize(500);
    const fonts = new EventTarget();
    const events = createSdkEvents();
    const heights: number[] = [];
    events.on('embed.frameResized', ({ height }) => heights.push(height));
    const stop = announceFrameHeight({
      element: page.element,
      events,
      ResizeObserver: harness().FakeResizeObserver,
      fonts: fonts,
    });
    page.resize(540); // the Arabic font rewrapped a line
    fonts.dispatchEvent(new Event('loadingdone'));
    stop();
    page.resize(560);
    fonts.dispatchEvent(new Event('loadingdone'));
    expect(heights).toEqual([500, 540]);
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
