import type { AddCartItem, Cart, HostMessage, Language } from '@storefront/contracts';
import { listenToCheckoutEvents } from '../events/listen-to-checkout-events.ts';
import { checkoutPageUrl, widgetPageUrl, type EmbedPageContext } from './embed-page-urls.ts';

/** The snippet's own texts, in the page's language (the `embed.*` texts of the storefront). */
export interface EmbedTexts {
  /** The accessible name of a widget's frame. */
  widgetFrameTitle: string;
  /** The link to the checkout. */
  checkoutLink: string;
  /** "3 items in your cart", by count. */
  cartCount: (count: number) => string;
}

/** The cart as the host page knows it. */
export interface EmbedCartState {
  cartId: string;
  /** Lines in the cart (as the checkout's summary counts them). */
  count: number;
}

/** The DOM events the snippet dispatches on the host's `document`, with their `detail`. */
export interface StorefrontEmbedEventMap {
  'storefront:cartcount': EmbedCartState;
  'storefront:itemsadded': EmbedCartState & { items: AddCartItem[] };
  'storefront:cartcompleted': { cartId: string; orderNumber: string | null };
}

/** Options of {@link mountStorefrontEmbed}. */
export interface StorefrontEmbedOptions {
  storefrontOrigin: string;
  tenant: string;
  language: Language;
  texts: EmbedTexts;
  /** Defaults to the global `document`; its window's origin is the host origin. */
  document?: Document;
  /** Callbacks, besides the DOM events of {@link StorefrontEmbedEventMap}. */
  onCartCount?: (state: EmbedCartState) => void;
  onItemsAdded?: (state: StorefrontEmbedEventMap['storefront:itemsadded']) => void;
  onCartCompleted?: (state: StorefrontEmbedEventMap['storefront:cartcompleted']) => void;
}

/** A mounted snippet. */
export interface StorefrontEmbed {
  /** The cart once a frame has announced it. */
  cart(): EmbedCartState | null;
  /** Stops listening (the frames stay). */
  stop(): void;
}

/** Marks the elements the snippet fills, on the host's page. */
export const embedAttributes = {
  /** `<div data-storefront-product="PRODUCT_ID">`: the product's widget, framed. */
  product: 'data-storefront-product',
  /**
   * `<div data-storefront-cart>`: the cart count and the checkout link, which opens the checkout
   * as the whole window (docs/decisions/0025-checkout-opens-as-the-whole-window.md).
   */
  cart: 'data-storefront-cart',
} as const;

function widgetFrame(doc: Document, src: string, title: string): HTMLIFrameElement {
  const iframe = doc.createElement('iframe');
  iframe.src = src;
  iframe.title = title;
  iframe.className = 'storefront-frame storefront-frame-widget';
  return iframe;
}

function cartOf(message: HostMessage): Cart | null {
  const payload = message.payload as { cart?: Cart };
  return payload.cart ?? null;
}

/**
 * The embed snippet's work on a tenant's page (docs/product/embedding.md): frames each
 * `[data-storefront-product]` element's widget, sized to its content as the frame announces it
 * (`embed.frameResized`), and fills each `[data-storefront-cart]` with the cart count and a link
 * that opens the checkout as the whole window, coming back to this page. It listens to the
 * frames' host messages (spec section 4's events), taking only those whose `event.origin` is the
 * storefront's, and turns them into DOM events on `document` (`storefront:cartcount`,
 * `storefront:itemsadded`, `storefront:cartcompleted`) and callbacks.
 *
 * @example
 * mountStorefrontEmbed({ storefrontOrigin: 'https://storefront.example.com', tenant: 'demo', language: 'ar', texts });
 * document.addEventListener('storefront:cartcount', (event) => console.log(event.detail.count));
 */
export function mountStorefrontEmbed(options: StorefrontEmbedOptions): StorefrontEmbed {
  const doc = options.document ?? document;
  const win = doc.defaultView;
  if (!win) throw new TypeError('The storefront embed needs a document with a window');
  const context: EmbedPageContext = {
    storefrontOrigin: new URL(options.storefrontOrigin).origin,
    tenant: options.tenant,
    language: options.language,
    hostOrigin: win.location.origin,
  };
  const { texts } = options;
  let cart: EmbedCartState | null = null;

  const widgets: HTMLIFrameElement[] = [];
  for (const element of doc.querySelectorAll<HTMLElement>(`[${embedAttributes.product}]`)) {
    const productId = element.getAttribute(embedAttributes.product) ?? '';
    if (productId === '') continue;
    const src = widgetPageUrl(context, productId, win.location.href);
    const iframe = widgetFrame(doc, src, texts.widgetFrameTitle);
    element.replaceChildren(iframe);
    widgets.push(iframe);
  }
  // A frame's height is what it says its content needs: never cut off, no scroll inside.
  const resize = (source: MessageEventSource | null, height: number) => {
    const iframe = widgets.find((widget) => widget.contentWindow === source);
    if (!iframe) return;
    // The content box: a site's `box-sizing: border-box` would take the frame's border from it.
    iframe.style.boxSizing = 'content-box';
    iframe.style.blockSize = `${height}px`;
  };

  const counts: HTMLElement[] = [];
  const links: HTMLAnchorElement[] = [];
  for (const element of doc.querySelectorAll<HTMLElement>(`[${embedAttributes.cart}]`)) {
    const count = doc.createElement('p');
    count.className = 'storefront-cart-count';
    count.setAttribute('aria-live', 'polite');
    const link = doc.createElement('a');
    link.className = 'storefront-checkout-link';
    link.textContent = texts.checkoutLink;
    link.hidden = true;
    element.replaceChildren(count, link);
    counts.push(count);
    links.push(link);
  }

  const dispatch = <Name extends keyof StorefrontEmbedEventMap>(
    name: Name,
    detail: StorefrontEmbedEventMap[Name],
  ) => doc.dispatchEvent(new win.CustomEvent(name, { detail }));

  const showCart = (next: EmbedCartState | null) => {
    cart = next;
    for (const count of counts) count.textContent = next ? texts.cartCount(next.count) : '';
    for (const link of links) {
      link.hidden = next === null || next.count === 0;
      if (next) link.href = checkoutPageUrl(context, next.cartId, win.location.href);
    }
  };

  const stop = listenToCheckoutEvents({
    checkoutOrigin: context.storefrontOrigin,
    window: win,
    onMessage(message, source) {
      if (message.type === 'embed.frameResized') {
        resize(source, message.payload.height);
        return;
      }
      if (message.type === 'cartCompleted') {
        showCart(null);
        const detail = { cartId: message.payload.cartId, orderNumber: message.payload.orderNumber };
        dispatch('storefront:cartcompleted', detail);
        options.onCartCompleted?.(detail);
        return;
      }
      const changed = cartOf(message);
      if (!changed) return;
      const state = { cartId: changed.id, count: changed.cartItems.length };
      if (state.cartId !== cart?.cartId || state.count !== cart.count) {
        showCart(state);
        dispatch('storefront:cartcount', state);
        options.onCartCount?.(state);
      }
      if (message.type === 'itemsAdded') {
        const detail = { ...state, items: message.payload.items };
        dispatch('storefront:itemsadded', detail);
        options.onItemsAdded?.(detail);
      }
    },
  });
  return { cart: () => cart, stop };
}
