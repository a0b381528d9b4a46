import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@storefront/contracts';
import { hostTargetOrigin, startHostBridge, type HostWindow } from './host-events.ts';
import { createSdkEvents } from './sdk-events.ts';

const cart = { id: 'cart-1' } as Cart;

function framedWindow(extra: Partial<HostWindow> = {}) {
  const parent = { postMessage: vi.fn() };
  return { parent, window: { parent, ...extra } satisfies HostWindow };
}

describe('startHostBridge', () => {
  it('posts each SDK event to the parent window in the versioned host format', () => {
    const events = createSdkEvents();
    const { parent, window } = framedWindow();
    startHostBridge({ events, targetOrigin: 'https://shop.example.com', window });

    events.emit('cartCompleted', { cartId: 'cart-1', orderNumber: 'ORD-1001' });
    events.emit('reservation.monthChanged', { productId: 'p-1', year: 2025, month: 3 });

    expect(parent.postMessage.mock.calls).toEqual([
      [
        {
          source: 'storefront-checkout',
          version: 1,
          type: 'cartCompleted',
          payload: { cartId: 'cart-1', orderNumber: 'ORD-1001' },
        },
        'https://shop.example.com',
      ],
      [
        {
          source: 'storefront-checkout',
          version: 1,
          type: 'reservation.monthChanged',
          payload: { productId: 'p-1', year: 2025, month: 3 },
        },
        'https://shop.example.com',
      ],
    ]);
  });

  it.each([undefined, '', '*', ' * ', 'shop.example.com', 'javascript:alert(1)', 'file:///x'])(
    'refuses to start with the target origin %j',
    (targetOrigin) => {
      const events = createSdkEvents();
      const onAny = vi.spyOn(events, 'onAny');

      expect(() =>
        startHostBridge({
          events,
          targetOrigin: targetOrigin as string,
          window: framedWindow().window,
        }),
      ).toThrow(TypeError);
      expect(onAny).not.toHaveBeenCalled();
    },
  );

  it('normalizes the target origin', () => {
    expect(hostTargetOrigin('https://Shop.Example.com/checkout?x=1')).toBe(
      'https://shop.example.com',
    );
    expect(hostTargetOrigin('http://localhost:5173/')).toBe('http://localhost:5173');
  });

  it('posts nothing to the parent when the page is not framed', () => {
    const events = createSdkEvents();
    const postMessage = vi.fn();
    const self: HostWindow & { postMessage: typeof postMessage } = {
      get parent() {
        return self;
      },
      postMessage,
    };
    startHostBridge({ events, targetOrigin: 'https://shop.example.com', window: self });

    events.emit('cartUpdated', { cart });

    expect(postMessage).not.toHaveBeenCalled();
  });

  it('in a React Native web view, also posts the message to the app as a JSON string', () => {
    const events = createSdkEvents();
    const app = { postMessage: vi.fn() };
    const webkit = { messageHandlers: { storefront: { postMessage: vi.fn() } } };
    const { parent, window } = framedWindow({ ReactNativeWebView: app, webkit });
    startHostBridge({
      events,
      targetOrigin: 'https://shop.example.com',
      isMobileApp: true,
      window,
    });

    events.emit('cartCompleted', { cartId: 'cart-1', orderNumber: null });

    const message = {
      source: 'storefront-checkout',
      version: 1,
      type: 'cartCompleted',
      payload: { cartId: 'cart-1', orderNumber: null },
    };
    expect(app.postMessage).toHaveBeenCalledWith(JSON.stringify(message));
    expect(webkit.messageHandlers.storefront.postMessage).not.toHaveBeenCalled();
    expect(parent.postMessage).toHaveBeenCalledWith(message, 'https://shop.example.com');
  });

  it('in an iOS web view, posts the message object to the storefront handler', () => {
    const events = createSdkEvents();
    const webkit = { messageHandlers: { storefront: { postMessage: vi.fn() } } };
    const { window } = framedWindow({ webkit });
    startHostBridge({
      events,
      targetOrigin: 'https://shop.example.com',
      isMobileApp: true,
      window,
    });

    events.emit('cartError', {
      cartId: null,
      code: 'NETWORK_ERROR',
      message: 'Network error occurred',
      retryCount: 1,
    });

    expect(webkit.messageHandlers.storefront.postMessage).toHaveBeenCalledWith({
      source: 'storefront-checkout',
      version: 1,
      type: 'cartError',
      payload: {
        cartId: null,
        code: 'NETWORK_ERROR',
        message: 'Network error occurred',
        retryCount: 1,
      },
    });
  });

  it('does not post to the app bridges outside mobile-app mode', () => {
    const events = createSdkEvents();
    const app = { postMessage: vi.fn() };
    const { window } = framedWindow({ ReactNativeWebView: app });
    startHostBridge({ events, targetOrigin: 'https://shop.example.com', window });

    events.emit('cartUpdated', { cart });

    expect(app.postMessage).not.toHaveBeenCalled();
  });

  it('stops forwarding once stopped', () => {
    const events = createSdkEvents();
    const { parent, window } = framedWindow();
    const bridge = startHostBridge({ events, targetOrigin: 'https://shop.example.com', window });

    bridge.stop();
    events.emit('cartUpdated', { cart });

    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});

describe('startHostBridge with a confirmed target origin', () => {
  const message = (type: string, payload: unknown) => ({
    source: 'storefront-checkout',
    version: 1,
    type,
    payload,
  });

  it('holds the events until the origin is confirmed, then posts them in order to it', async () => {
    const events = createSdkEvents();
    const { parent, window } = framedWindow();
    let confirm: (origin: string) => void = () => undefined;
    const bridge = startHostBridge({
      events,
      targetOrigin: 'https://checkout.example.com',
      confirmedTargetOrigin: new Promise<string>((resolve) => (confirm = resolve)),
      window,
    });

    events.emit('cartCreated', { cart });
    expect(parent.postMessage).not.toHaveBeenCalled();
    confirm('https://shop.example.com/');
    await bridge.ready;
    events.emit('cartUpdated', { cart });

    expect(bridge.targetOrigin).toBe('https://shop.example.com');
    expect(parent.postMessage.mock.calls).toEqual([
      [message('cartCreated', { cart }), 'https://shop.example.com'],
      [message('cartUpdated', { cart }), 'https://shop.example.com'],
    ]);
  });

  // Made in the test, not in the table: a rejected promise made while the tests are collected has
  // no handler yet, which Vitest reports as an unhandled rejection.
  it.each([
    ['fails', () => Promise.reject(new Error('offline'))],
    ['answers "*"', () => Promise.resolve('*')],
  ])('posts to the page’s own origin when the confirmation %s', async (_case, confirmation) => {
    const confirmed = confirmation();
    const events = createSdkEvents();
    const { parent, window } = framedWindow();
    const bridge = startHostBridge({
      events,
      targetOrigin: 'https://checkout.example.com',
      confirmedTargetOrigin: confirmed,
      window,
    });
    events.emit('cartCompleted', { cartId: 'cart-1', orderNumber: null });
    await bridge.ready;

    expect(parent.postMessage.mock.calls).toEqual([
      [
        message('cartCompleted', { cartId: 'cart-1', orderNumber: null }),
        'https://checkout.example.com',
      ],
    ]);
  });

  it('drops the held events when stopped before the confirmation', async () => {
    const events = createSdkEvents();
    const { parent, window } = framedWindow();
    const bridge = startHostBridge({
      events,
      targetOrigin: 'https://checkout.example.com',
      confirmedTargetOrigin: Promise.resolve('https://shop.example.com'),
      window,
    });
    events.emit('cartCreated', { cart });
    bridge.stop();
    await bridge.ready;
    events.emit('cartUpdated', { cart });

    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
