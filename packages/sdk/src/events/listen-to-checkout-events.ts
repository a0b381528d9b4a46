import type { HostMessage } from '@storefront/contracts';
import { parseHostMessage } from './parse-host-message.ts';

/** The parts of the host page's `window` the listener uses. */
export type MessageWindow = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** Options of {@link listenToCheckoutEvents}. */
export interface CheckoutEventsListenerOptions {
  /** The checkout page's origin; messages from any other origin are ignored. */
  checkoutOrigin: string;
  /** Only messages from this window, e.g. `iframe.contentWindow`, when given. */
  source?: MessageEventSource | null;
  /**
   * Called with each valid checkout message (see `parseHostMessage`) and the window that posted
   * it (which of the page's frames, e.g. to size that frame).
   */
  onMessage: (message: HostMessage, source: MessageEventSource | null) => void;
  /** Defaults to the global `window`. */
  window?: MessageWindow;
}

/**
 * For the host page: listens to the checkout's messages, keeping only those from the checkout's
 * origin (and frame, when `source` is given) that are valid messages of the host format.
 * Returns the function that stops listening.
 *
 * @example
 * const stop = listenToCheckoutEvents({
 *   checkoutOrigin: 'https://checkout.example.com',
 *   source: iframe.contentWindow,
 *   onMessage(message) {
 *     if (message.type === 'cartCompleted') location.assign(`/thanks/${message.payload.orderNumber}`);
 *   },
 * });
 */
export function listenToCheckoutEvents(options: CheckoutEventsListenerOptions): () => void {
  const win = options.window ?? window;
  const checkoutOrigin = new URL(options.checkoutOrigin).origin;
  const onMessageEvent = (event: MessageEvent) => {
    if (event.origin !== checkoutOrigin) return;
    if (options.source && event.source !== options.source) return;
    const message = parseHostMessage(event.data);
    if (message) options.onMessage(message, event.source);
  };
  win.addEventListener('message', onMessageEvent);
  return () => win.removeEventListener('message', onMessageEvent);
}
