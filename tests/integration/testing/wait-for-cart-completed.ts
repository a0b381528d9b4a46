import {
  openCartStatusStream,
  type CartStatusOptions,
} from '../../../packages/sdk/src/events/cart-stream.ts';
import { abortError } from '../../../packages/sdk/src/http/abortable.ts';
import type { CartEffects } from '../../../packages/sdk/src/machines/cart-effects.ts';

/** Where the status stream is and how it connects (the cart comes from the flow). */
export type CartCompletionStreamOptions = Omit<
  CartStatusOptions,
  'cartId' | 'onStatus' | 'onError' | 'onOpen'
>;

/**
 * The cart flow's `waitForCartCompleted` over the real status stream
 * (`/api/sse/cart/status`): resolves with the order number of the `status` event saying the cart
 * completed (the server sends it at once for a cart completed before the stream opened). The
 * stream sends the shopper's token and refreshes it once on a 401 (`auth`); a stream that stops
 * for good rejects with its error; the flow's abort closes it.
 *
 * @example
 * const effects = { waitForCartCompleted: waitForCartCompletedOverStream({ baseUrl, tenantId: 'demo', auth, fetch }) };
 */
export function waitForCartCompletedOverStream(
  options: CartCompletionStreamOptions,
): CartEffects['waitForCartCompleted'] {
  return ({ cartId }, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(abortError(signal));
        return;
      }
      const stream = openCartStatusStream({
        ...options,
        cartId,
        onStatus: ({ status, orderNumber }) => {
          if (status !== 'completed') return;
          stream.close();
          resolve({ orderNumber: orderNumber ?? '' });
        },
        onError: (error, { fatal }) => {
          if (fatal) reject(error);
        },
      });
      signal.addEventListener(
        'abort',
        () => {
          stream.close();
          reject(abortError(signal));
        },
        { once: true },
      );
    });
}
