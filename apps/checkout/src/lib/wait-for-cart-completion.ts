import {
  openCartStatusStream,
  type CartCompleted,
  type CartIdInput,
  type EventStream,
} from '@storefront/sdk';
import { withAuthorization } from './with-authorization.ts';

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
}

/** What {@link waitForCartCompletion} needs: the stream, where it is, and the session. */
export interface CartCompletionOptions {
  baseUrl: string;
  tenant: string;
  /** The status stream; the SDK's `openCartStatusStream` by default. */
  openStatusStream?: typeof openCartStatusStream | undefined;
  getAccessToken: () => string | null;
  /** The session's one refresh after a 401 (`AuthSession.refreshAfterUnauthorized`). */
  refreshAfterUnauthorized: (rejectedToken: string | null) => Promise<boolean>;
  fetch?: typeof globalThis.fetch;
}

/**
 * The cart flow's `waitForCartCompleted` effect: opens `/api/sse/cart/status` and resolves with
 * the order number once the cart is completed (the server sends the status at once for a cart that
 * completed before the stream opened). The stream sends the shopper's token; a 401 refreshes it
 * once and reconnects, as the http-client does for calls. Any other final stream failure rejects;
 * aborting `signal` closes the stream.
 *
 * @example
 * const effects = { waitForCartCompleted: waitForCartCompletion({ baseUrl, tenant, openStatusStream: openCartStatusStream, ... }) };
 */
export function waitForCartCompletion(options: CartCompletionOptions) {
  const openStatusStream = options.openStatusStream ?? openCartStatusStream;
  const fetch = withAuthorization(
    options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    options.getAccessToken,
  );
  return ({ cartId }: CartIdInput, signal: AbortSignal): Promise<CartCompleted> =>
    new Promise<CartCompleted>((resolve, reject) => {
      let stream: EventStream | null = null;
      let refreshed = false;
      const finish = (settle: () => void) => {
        signal.removeEventListener('abort', onAbort);
        stream?.close();
        settle();
      };
      const onAbort = () => finish(() => reject(abortReason(signal)));
      const open = () => {
        const token = options.getAccessToken();
        stream = openStatusStream({
          baseUrl: options.baseUrl,
          tenantId: options.tenant,
          cartId,
          fetch,
          onStatus: ({ status, orderNumber }) => {
            if (status === 'completed') finish(() => resolve({ orderNumber: orderNumber ?? '' }));
          },
          onError: (error, { fatal }) => {
            if (!fatal) return;
            if (error.status === 401 && !refreshed) {
              refreshed = true;
              stream?.close();
              options.refreshAfterUnauthorized(token).then(
                (ok) => {
                  if (signal.aborted) return;
                  if (ok) open();
                  else finish(() => reject(error));
                },
                () => finish(() => reject(error)),
              );
              return;
            }
            finish(() => reject(error));
          },
        });
      };
      if (signal.aborted) {
        reject(abortReason(signal));
        return;
      }
      signal.addEventListener('abort', onAbort, { once: true });
      open();
    });
}
