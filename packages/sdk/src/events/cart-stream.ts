import {
  cartSchema,
  cartStatusEventSchema,
  cartStreamEventNames,
  type Cart,
  type CartStatusEvent,
} from '@storefront/contracts';
import type { z } from 'zod';
import { ApiError } from '../http/api-error.ts';
import { requestUrl } from '../http/request-url.ts';
import { openEventStream, type EventStream, type EventStreamOptions } from './event-stream.ts';
import type { ServerSentEvent } from './sse-parser.ts';

/** Options shared by the two cart streams. */
export interface CartStreamOptions extends Omit<EventStreamOptions, 'url' | 'onEvent' | 'headers'> {
  /** Base URL of the platform API. */
  baseUrl: string;
  /** The tenant, sent as the `tenantId` query parameter (decisions.md: streams take it in the query). */
  tenantId: string;
  cartId: string;
}

/** Options of {@link openCartStream}. */
export interface CartUpdatesOptions extends CartStreamOptions {
  /** Called with the whole cart on every change. */
  onCartUpdated: (cart: Cart) => void;
}

/** Options of {@link openCartStatusStream}. */
export interface CartStatusOptions extends CartStreamOptions {
  /** Sent as `from`: where the server starts looking for status changes (as the server defines it). */
  from?: string;
  /** Called with `{status, orderNumber}` when the cart completes. */
  onStatus: (status: CartStatusEvent) => void;
}

/** Parses events of one name with a schema; a bad one is reported and skipped. */
function eventsOf<Schema extends z.ZodType>(
  name: string,
  schema: Schema,
  deliver: (value: z.output<Schema>) => void,
  onError: CartStreamOptions['onError'],
): (event: ServerSentEvent) => void {
  return (event) => {
    if (event.type !== name) return;
    let json: unknown;
    try {
      json = JSON.parse(event.data);
    } catch (error) {
      onError?.(ApiError.invalidResponse(200, error, event.data), { fatal: false });
      return;
    }
    const parsed = schema.safeParse(json);
    if (parsed.success) deliver(parsed.data);
    else onError?.(ApiError.invalidResponse(200, parsed.error, json), { fatal: false });
  };
}

/**
 * `/api/sse/cart?cartId&tenantId`: a `cartUpdated` event with the whole cart on every change.
 * Reconnects with backoff and resumes with `Last-Event-ID` (see `openEventStream`).
 *
 * @example
 * const stream = openCartStream({
 *   baseUrl: 'https://api.example.com',
 *   tenantId,
 *   cartId,
 *   onCartUpdated: (cart) => render(cart),
 * });
 * // later
 * stream.close();
 */
export function openCartStream(options: CartUpdatesOptions): EventStream {
  const { baseUrl, tenantId, cartId, onCartUpdated, ...stream } = options;
  return openEventStream({
    ...stream,
    url: requestUrl(baseUrl, '/api/sse/cart', { cartId, tenantId }),
    onEvent: eventsOf(cartStreamEventNames.cartUpdated, cartSchema, onCartUpdated, stream.onError),
  });
}

/**
 * `/api/sse/cart/status?cartId&tenantId&from`: a `status` event `{status, orderNumber}` when the
 * cart completes, also after an online payment's callback; order submission waits for it.
 *
 * @example
 * const stream = openCartStatusStream({
 *   baseUrl, tenantId, cartId, from: new Date().toISOString(),
 *   onStatus: ({ status, orderNumber }) => {
 *     if (status === 'completed') { stream.close(); showConfirmation(orderNumber); }
 *   },
 * });
 */
export function openCartStatusStream(options: CartStatusOptions): EventStream {
  const { baseUrl, tenantId, cartId, from, onStatus, ...stream } = options;
  return openEventStream({
    ...stream,
    url: requestUrl(baseUrl, '/api/sse/cart/status', { cartId, tenantId, from }),
    onEvent: eventsOf(cartStreamEventNames.status, cartStatusEventSchema, onStatus, stream.onError),
  });
}
