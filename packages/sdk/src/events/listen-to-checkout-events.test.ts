import { describe, expect, it, vi } from 'vitest';
import { listenToCheckoutEvents } from './listen-to-checkout-events.ts';

const message = {
  source: 'storefront-checkout',
  version: 1,
  type: 'cartCompleted',
  payload: { cartId: 'cart-1', orderNumber: 'ORD-1001' },
};

function hostWindow() {
  const target = new EventTarget();
  const post = (data: unknown, origin: string, source: MessageEventSource | null = null) =>
    target.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  return { window: target as unknown as Window, post };
}

describe('listenToCheckoutEvents', () => {
  it('passes on valid messages from the checkout origin', () => {
    const { window, post } = hostWindow();
    const onMessage = vi.fn();
    listenToCheckoutEvents({ checkoutOrigin: 'https://checkout.test/', onMessage, window });

    post(message, 'https://checkout.test');

    expect(onMessage).toHaveBeenCalledWith(message, null);
  });

  it('ignores other origins, other frames and invalid messages', () => {
    const { window, post } = hostWindow();
    const onMessage = vi.fn();
    const frame = new MessageChannel().port1;
    listenToCheckoutEvents({
      checkoutOrigin: 'https://checkout.test',
      source: frame,
      onMessage,
      window,
    });

    post(message, 'https://evil.test', frame);
    post(message, 'https://checkout.test', new MessageChannel().port1);
    post({ ...message, version: 2 }, 'https://checkout.test', frame);
    expect(onMessage).not.toHaveBeenCalled();

    post(message, 'https://checkout.test', frame);
    expect(onMessage).toHaveBeenCalledOnce();
    // With the frame that posted it, so the host knows which frame spoke.
    expect(onMessage.mock.calls[0]?.[1]).toBe(frame);
  });

  it('stops listening', () => {
    const { window, post } = hostWindow();
    const onMessage = vi.fn();
    const stop = listenToCheckoutEvents({
      checkoutOrigin: 'https://checkout.test',
      onMessage,
      window,
    });

    stop();
    post(message, 'https://checkout.test');

    expect(onMessage).not.toHaveBeenCalled();
  });
});
