import {
  hostMessageSource,
  hostMessageVersion,
  type HostMessage,
  type SdkEventMap,
} from '@storefront/contracts';
import type { EmittedEvent, EventEmitter } from './event-emitter.ts';

/** A window the bridge can post to (`window.parent`). */
export interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * The parts of the checkout's `window` the bridge uses: its parent frame, and the message bridges
 * a mobile app injects into its web view.
 */
export interface HostWindow {
  /** `window.parent`; the page itself when it is not framed. */
  readonly parent: MessageTarget | null;
  /** React Native's `react-native-webview`: takes a string. */
  readonly ReactNativeWebView?: { postMessage(message: string): void } | undefined;
  /** iOS `WKWebView` with a script message handler named `storefront`: takes the object. */
  readonly webkit?:
    { messageHandlers?: { storefront?: { postMessage(message: unknown): void } } } | undefined;
}

/** Options of {@link startHostBridge}. */
export interface HostBridgeOptions {
  /** The SDK events to forward (see `createSdkEvents`). */
  events: Pick<EventEmitter<SdkEventMap>, 'onAny'>;
  /**
   * The host page's origin, e.g. `https://shop.example.com`: `postMessage` delivers only to a
   * parent of that origin. Required; `*` is refused, since cart contents must not reach any page
   * that frames the checkout.
   */
  targetOrigin: string;
  /**
   * When given, the origin to post to once it is known (a framed page that must first ask its
   * server whether the host it was given is allowed, docs/product/embedding.md): events are
   * held until it settles, then go to that origin, checked as `targetOrigin` is. `targetOrigin`
   * is where they go if it fails or names no origin (the page's own origin: nothing leaks).
   */
  confirmedTargetOrigin?: PromiseLike<string>;
  /** True when the page runs in the app's web view (the `isMobileApp` query parameter). */
  isMobileApp?: boolean;
  /** Defaults to the global `window`. */
  window?: HostWindow;
}

/** A running bridge. */
export interface HostBridge {
  /** The origin messages are posted to (normalized); with `confirmedTargetOrigin`, once settled. */
  readonly targetOrigin: string;
  /** Settles once messages flow: at once, or when `confirmedTargetOrigin` has settled. */
  readonly ready: Promise<void>;
  /** Stops forwarding. */
  stop(): void;
}

/**
 * Checks and normalizes a target origin: an `http:` or `https:` origin, never `*`.
 *
 * @example hostTargetOrigin('https://shop.example.com/') // 'https://shop.example.com'
 */
export function hostTargetOrigin(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '' || value.trim() === '*') {
    throw new TypeError(
      'The host bridge needs the host page origin as targetOrigin (for example https://shop.example.com); "*" is not allowed.',
    );
  }
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new TypeError(`The host bridge targetOrigin is not an origin: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`The host bridge targetOrigin must be http or https: ${value}`);
  }
  return url.origin;
}

/**
 * The message posted for an SDK event, in the versioned host format.
 *
 * @example hostMessageOf({ type: 'cartCompleted', payload: { cartId, orderNumber: 'ORD-1' } })
 * // { source: 'storefront-checkout', version: 1, type: 'cartCompleted', payload: {...} }
 */
export function hostMessageOf(event: EmittedEvent<SdkEventMap>): HostMessage {
  return {
    source: hostMessageSource,
    version: hostMessageVersion,
    type: event.type,
    payload: event.payload,
  } as HostMessage;
}

/**
 * Forwards every SDK event to the host page as `{ source: 'storefront-checkout', version: 1,
 * type, payload }`:
 * - to the parent window with `postMessage(message, targetOrigin)`, when the page is framed;
 * - in a mobile app's web view (`isMobileApp`), also to the app: as a JSON string to
 *   `window.ReactNativeWebView.postMessage` when present, else as the object to
 *   `window.webkit.messageHandlers.storefront.postMessage`.
 *
 * Throws a TypeError, before listening, when `targetOrigin` is missing, `*` or not an origin.
 *
 * @example
 * const events = createSdkEvents();
 * const bridge = startHostBridge({ events, targetOrigin: 'https://shop.example.com', isMobileApp });
 * // ... on page exit
 * bridge.stop();
 */
export function startHostBridge(options: HostBridgeOptions): HostBridge {
  let targetOrigin = hostTargetOrigin(options.targetOrigin);
  const win: HostWindow = options.window ?? window;
  const framed = win.parent !== null && win.parent !== (win as unknown);

  const post = (message: HostMessage) => {
    if (framed) win.parent?.postMessage(message, targetOrigin);
    if (options.isMobileApp !== true) return;
    if (win.ReactNativeWebView) win.ReactNativeWebView.postMessage(JSON.stringify(message));
    else win.webkit?.messageHandlers?.storefront?.postMessage(message);
  };
  // Held in order until the confirmed origin is known, so the host misses no early event.
  let held: HostMessage[] | null = options.confirmedTargetOrigin ? [] : null;
  let stopped = false;
  const ready = Promise.resolve(options.confirmedTargetOrigin)
    .then((confirmed) => {
      if (confirmed !== undefined) targetOrigin = hostTargetOrigin(confirmed);
    })
    // A failed or malformed answer keeps `targetOrigin`: the page's own origin, never a guess.
    .catch(() => undefined)
    .then(() => {
      const pending = held ?? [];
      held = null;
      if (!stopped) pending.forEach(post);
    });

  const stopListening = options.events.onAny((event) => {
    const message = hostMessageOf(event);
    if (held) held.push(message);
    else post(message);
  });
  return {
    get targetOrigin() {
      return targetOrigin;
    },
    ready,
    stop() {
      stopped = true;
      stopListening();
    },
  };
}
