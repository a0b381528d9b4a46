import type { SdkEventMap } from '@storefront/contracts';
import type { EventEmitter } from '../events/event-emitter.ts';

/** The `ResizeObserver` constructor, injected (the browser's; a fake in tests). */
export type ResizeObserverConstructor = new (
  callback: ResizeObserverCallback,
) => Pick<ResizeObserver, 'observe' | 'disconnect'>;

/** Options of {@link announceFrameHeight}. */
export interface FrameHeightOptions {
  /** What the frame must show whole: the page's content (its root element, not `<html>`). */
  element: Element;
  /** The page's SDK events, which its host bridge forwards to the embedding page. */
  events: Pick<EventEmitter<SdkEventMap>, 'emit'>;
  ResizeObserver: ResizeObserverConstructor;
}

/**
 * For a page framed on a tenant's site (docs/product/embedding.md): announces the height of its
 * content as `embed.frameResized` now and whenever it changes (a calendar loads, a message
 * shows, the widget folds), rounded up to whole pixels, so the embed snippet sizes the frame to
 * it and nothing is cut off. Measures `element`'s border box, not the document: a document is
 * never shorter than its frame, so it could grow but never shrink. Returns the function that
 * stops.
 *
 * @example
 * const stop = announceFrameHeight({ element: document.getElementById('root')!, events: sdk.events, ResizeObserver });
 */
export function announceFrameHeight(options: FrameHeightOptions): () => void {
  let announced = -1;
  const announce = () => {
    const height = Math.ceil(options.element.getBoundingClientRect().height);
    if (height === announced) return;
    announced = height;
    options.events.emit('embed.frameResized', { height });
  };
  const observer = new options.ResizeObserver(announce);
  observer.observe(options.element);
  announce();
  return () => observer.disconnect();
}
