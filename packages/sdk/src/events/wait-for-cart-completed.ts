import { abortError } from '../http/abortable.ts';
import type { CartEffects } from '../machines/cart/cart-effects.ts';
import { openCartStatusStream, type CartStatusOptions } from './cart-stream.ts';

/** Where the status stream is and how it connects (the cart comes from the flow). */
export interface CartCompletionStreamOptions extends Omit<
  CartStatusOptions,
  'cartId' | 'onStatus' | 'onError' | 'onOpen'
> {
  /** Opens the status stream; `openCartStatusStream` unless a test drives the stream itself. */
  openStatusStream?: typeof openCartStatusStream;
}

/**
 * The cart flow's `waitForCartCompleted` effect over the status stream (`/api/sse/cart/status`):
 * resolves with the order number of the `status` event saying the cart completed (the server sends
 * it at once for a cart completed before the stream opened). With `auth`, the stream sends the
 * shopper's token and refreshes it once on a 401 (see openCartStatusStream). Passing failures are
 * waited out; a stream that stops for good rejects with its error; the flow's abort closes it.
 *
 * @example
 * const effects = { ...cartResourceEffects(api.carts), waitForCartCompleted: waitForCartCompleted({ baseUrl, tenantId: 'demo', auth: browserAuth.session }) };
 */
export function waitForCartCompleted({
  openStatusStream = openCartStatusStream,
  ...options
}: CartCompletionStreamOptions): CartEffects['waitForCartCompleted'] {
  return ({ cartId }, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(abortError(signal));
        return;
      }
      // Every way out closes the stream and drops the abort listener (the flow's signal outlives it).
      const finish = (settle: () => void) => {
        signal.removeEventListener('abort', onAbort);
        stream.close();
        settle();
      };
      const onAbort = () => finish(() => reject(abortError(signal)));
      const stream = openStatusStream({
        ...options,
        cartId,
        onStatus: ({ status, orderNumber }) => {
          if (status === 'completed') finish(() => resolve({ orderNumber: orderNumber ?? '' }));
        },
        onError: (error, { fatal }) => {
          if (fatal) finish(() => reject(error));
        },
      });
      signal.addEventListener('abort', onAbort, { once: true });
    });
}
