import type { SdkEventMap } from '@storefront/contracts';
import type { EventEmitter } from '../events/event-emitter.ts';

/** The `ResizeObserver` constructor, injected (the browser's; a fake in tests). */
export type ResizeObserverConstructor = new (
  callback: ResizeObserverCallback,
) => Pick<ResizeObserver, 'observe' | 'disconnect'>;

/** The `MutationObserver` constructor, injected (the browser's; a fake in tests). */
export type MutationObserverConstructor = new (
  callback: MutationCallback,
) => Pick<MutationObserver, 'observe' | 'disconnect'>;

/** Options of {@link announceFrameHeight}. */
export interface FrameHeightOptions {
  /** What the frame must show whole: the page's content (its root element, not `<html>`). */
  element: Element;
  /** The page's SDK events, which its host bridge forwards to the embedding page. */
  events: Pick<EventEmitter<SdkEventMap>, 'emit'>;
  ResizeObserver: ResizeObserverConstructor;
  /**
   * Also measures when the content changes. A browser skips the rendering, and so the resize
   * observations, of a cross-origin frame out of view (a widget below the fold on a phone); a
   * change of the DOM is still seen, and measuring lays the page out, so the frame has its height
   * before the shopper scrolls to it.
   */
  MutationObserver?: MutationObserverConstructor | undefined;
  /** `document.fonts`: a web font that arrives rewraps the text, which no mutation tells. */
  fonts?: Pick<FontFaceSet, 'addEventListener' | 'removeEventListener'> | undefined;
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
 * const stop = announceFrameHeight({ element: document.getElementById('root')!, events: sdk.events, ResizeObserver, MutationObserver });
 */
export function announceFrameHeight(options: FrameHeightOptions): () => void {
  let announced = -1;
  const announce = () => {
    const height = Math.ceil(options.element.getBoundingClientRect().height);
    if (height === announced) return;
    announced = height;
    options.events.emit('embed.frameResized', { height });
  };
  const resizes = new options.ResizeObserver(announce);
  resizes.observe(options.element);
  const mutations = options.MutationObserver ? new options.MutationObserver(announce) : null;
  mutations?.observe(options.element, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  options.fonts?.addEventListener('loadingdone', announce);
  announce();
  return () => {
    resizes.disconnect();
    mutations?.disconnect();
    options.fonts?.removeEventListener('loadingdone', announce);
  };
}
