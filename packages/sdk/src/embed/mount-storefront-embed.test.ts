// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@storefront/contracts';
import { cartLine, testCart } from '../machines/testing/cart-fixtures.ts';
import { mountStorefrontEmbed, type EmbedTexts } from './mount-storefront-embed.ts';

const storefrontOrigin = 'https://storefront.example.com';
const texts: EmbedTexts = {
  widgetFrameTitle: 'Book and buy',
  checkoutLink: 'Go to checkout',
  cartCount: (count) => `${count} in your cart`,
};

function cartWith(lines: number): Cart {
  return testCart(
    'cart-1',
    Array.from({ length: lines }, (_, index) => cartLine(`line-${index}`)),
  );
}

/** A message as a frame's host bridge posts it, from `origin` (and the frame's window). */
function post(
  type: string,
  payload: unknown,
  origin = storefrontOrigin,
  source: Window | null = null,
) {
  window.dispatchEvent(
    new MessageEvent('message', {
      origin,
      source,
      data: { source: 'storefront-checkout', version: 1, type, payload },
    }),
  );
}

/** The cart's payload as the bridge sends it: the full cart schema is checked by the parser. */
function cartPayload(lines: number) {
  return { cart: cartWith(lines) };
}

describe('mountStorefrontEmbed', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.replaceChildren();
  });

  function mount(
    html: string,
    callbacks: Partial<Parameters<typeof mountStorefrontEmbed>[0]> = {},
  ) {
    document.body.innerHTML = html;
    const embed = mountStorefrontEmbed({
      storefrontOrigin: `${storefrontOrigin}/`,
      tenant: 'demo',
      language: 'en',
      texts,
      ...callbacks,
    });
    stop = embed.stop;
    return embed;
  }

  it('frames each product’s widget with the tenant, language and the host’s origin', () => {
    mount('<div data-storefront-product="p-1"></div><div data-storefront-product=""></div>');
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    const src = new URL(frames[0]?.src ?? '');
    expect(src.origin + src.pathname).toBe(`${storefrontOrigin}/widget.html`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      tenant: 'demo',
      product: 'p-1',
      lang: 'en',
      hostOrigin: window.location.origin,
      // The host's page: the widget's checkout comes back here.
      callbackUrl: window.location.href,
    });
    expect(frames[0]?.title).toBe('Book and buy');
  });

  it('turns the storefront’s cart messages into the count, the checkout link and DOM events', () => {
    const onItemsAdded = vi.fn();
    const embed = mount('<div data-storefront-cart></div>', { onItemsAdded });
    const counted: unknown[] = [];
    document.addEventListener('storefront:cartcount', (event) =>
      counted.push((event as CustomEvent).detail),
    );
    const link = document.querySelector('a');
    expect(link?.hidden).toBe(true);

    post('itemsAdded', {
      ...cartPayload(2),
      items: [{ productId: 'p-1', priceId: 'price-1', quantity: 1 }],
    });

    expect(counted).toEqual([{ cartId: 'cart-1', count: 2 }]);
    expect(embed.cart()).toEqual({ cartId: 'cart-1', count: 2 });
    expect(document.querySelector('.storefront-cart-count')?.textContent).toBe('2 in your cart');
    expect(link?.hidden).toBe(false);
    const href = new URL(link?.href ?? '');
    expect(href.origin).toBe(storefrontOrigin);
    expect(href.searchParams.get('cartId')).toBe('cart-1');
    expect(href.searchParams.get('hostOrigin')).toBe(window.location.origin);
    expect(onItemsAdded).toHaveBeenCalledWith({
      cartId: 'cart-1',
      count: 2,
      items: [{ productId: 'p-1', priceId: 'price-1', quantity: 1 }],
    });
  });

  it('ignores messages from any other origin, and malformed ones', () => {
    const onCartCount = vi.fn();
    mount('<div data-storefront-cart></div>', { onCartCount });
    post('cartUpdated', cartPayload(3), 'https://evil.example');
    post('cartUpdated', { cart: 'not a cart' });
    expect(onCartCount).not.toHaveBeenCalled();
    expect(document.querySelector('.storefront-cart-count')?.textContent).toBe('');
  });

  it('clears the cart and announces a completed cart', () => {
    const onCartCompleted = vi.fn();
    const embed = mount('<div data-storefront-cart></div>', { onCartCompleted });
    post('cartCreated', cartPayload(1));
    post('cartCompleted', { cartId: 'cart-1', orderNumber: 'ORD-7' });
    expect(onCartCompleted).toHaveBeenCalledWith({ cartId: 'cart-1', orderNumber: 'ORD-7' });
    expect(embed.cart()).toBeNull();
    expect(document.querySelector('a')?.hidden).toBe(true);
  });

  it('sizes each widget’s frame to the height its content announces, from that frame only', () => {
    mount('<div data-storefront-product="p-1"></div><div data-storefront-product="p-2"></div>');
    const [first, second] = document.querySelectorAll('iframe');
    if (!first?.contentWindow || !second?.contentWindow) throw new Error('no frame windows');
    post('embed.frameResized', { height: 1240 }, storefrontOrigin, first.contentWindow);
    expect(first.style.blockSize).toBe('1240px');
    expect(second.style.blockSize).toBe('');
    // The content folded: the frame follows it down.
    post('embed.frameResized', { height: 610 }, storefrontOrigin, first.contentWindow);
    expect(first.style.blockSize).toBe('610px');
    // Another origin, a window that is none of the frames, a malformed height: nothing changes.
    post('embed.frameResized', { height: 90 }, 'https://evil.example', second.contentWindow);
    post('embed.frameResized', { height: 90 }, storefrontOrigin, window);
    post('embed.frameResized', { height: -5 }, storefrontOrigin, second.contentWindow);
    expect(first.style.blockSize).toBe('610px');
    expect(second.style.blockSize).toBe('');
  });

  it('opens the checkout as the whole window, never in a frame of the page', () => {
    mount(
      '<div data-storefront-cart></div><section data-storefront-checkout-frame hidden></section>',
    );
    post('cartUpdated', cartPayload(1));
    const link = document.querySelector('a');
    // The link's own navigation is what opens the checkout: the snippet must not stop it.
    let prevented: boolean | null = null;
    document.addEventListener('click', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    });
    link?.click();
    expect(prevented).toBe(false);
    expect(link?.target).toBe('');
    expect(document.querySelectorAll('iframe')).toHaveLength(0);
    const href = new URL(link?.href ?? '');
    expect(href.origin + href.pathname).toBe(`${storefrontOrigin}/`);
    expect(href.searchParams.get('callbackUrl')).toBe(window.location.href);
  });
});
