import {
  cartSchema,
  cartStatusEventSchema,
  cartStreamEventNames,
  sessionEndedEventSchema,
  type Cart,
  type CartStatusEvent,
} from '@storefront/contracts';
import * as z from 'zod/mini';
import type { AuthSession } from '../auth/auth-session.ts';
import { abortable } from '../http/abortable.ts';
import { ApiError } from '../http/api-error.ts';
import { requestUrl } from '../http/request-url.ts';
import { openEventStream, type EventStream, type EventStreamOptions } from './event-stream.ts';
import type { ServerSentEvent } from './sse-parser.ts';

/** Options shared by the two cart streams. */
export interface CartStreamOptions extends Omit<EventStreamOptions, 'url' | 'onEvent' | 'headers'> {
  /** Base URL of the platform API. */
  baseUrl: string;
  /**
   * The tenant, sent as the `tenantId` query parameter (docs/product/event-streams.md: streams take
   * it in the query).
   */
  tenantId: string;
  cartId: string;
  /**
   * The shopper's access token, read on every connection and reconnection and sent as
   * `Authorization: Bearer`: a cart with a customer streams only to that customer (401 without
   * the token, 403 for another customer). Defaults to `auth.getAccessToken`; none sends no header.
   */
  getAccessToken?: () => string | null;
  /**
   * The sign-in session: each connection first waits out a refresh in progress, and a 401 gets
   * one refresh (`refreshAfterUnauthorized`) and one resend with the new token before the stream
   * gives up (`onError(error, { fatal: true })` with the 401).
   */
  auth?: AuthSession;
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

/** The token a stream's latest connection was opened with, shared by its fetch and its events. */
interface SentToken {
  value: string | null;
}

/**
 * The stream's fetch with the shopper's token on each connection (`openEventStream` sends fixed
 * headers only, and the token changes as it is refreshed), and the session's one refresh after a
 * 401. Giving up after a second 401 does not log out: a background stream must not take the page
 * away; the http-client's next call applies that rule.
 */
function authorizedFetch(
  options: CartStreamOptions,
  sent: SentToken,
): typeof globalThis.fetch | undefined {
  const { auth } = options;
  const getAccessToken = options.getAccessToken ?? auth?.getAccessToken.bind(auth);
  if (getAccessToken === undefined) return options.fetch;
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const send = (input: RequestInfo | URL, init: RequestInit | undefined, token: string | null) => {
    sent.value = token;
    const headers = new Headers(init?.headers);
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    return fetch(input, { ...init, headers });
  };
  return async (input, init) => {
    const signal = init?.signal ?? undefined;
    if (auth) await abortable(auth.whenRefreshSettled(), signal);
    const token = getAccessToken();
    const response = await send(input, init, token);
    if (response.status !== 401 || !auth) return response;
    if (!(await abortable(auth.refreshAfterUnauthorized(token), signal))) return response;
    // The 401's body is not needed: the stream either reconnects or reports the second answer.
    await response.body?.cancel().catch(() => {});
    return send(input, init, getAccessToken());
  };
}

/**
 * The server ended the stream because the session of its token ended (docs/product/
 * event-streams.md, "Sessions"): refresh the token at once — through the session, so one refresh
 * serves every tab — and the stream's reconnection carries the fresh one; when the session cannot
 * be refreshed (revoked, signed out), stop. Without a session to refresh, stop.
 */
function onSessionEnded(
  options: CartStreamOptions,
  sent: SentToken,
  stop: () => void,
): (event: ServerSentEvent) => void {
  return (event) => {
    if (event.type !== cartStreamEventNames.sessionEnded) return;
    const parsed = z.safeParse(sessionEndedEventSchema, safeJson(event.data));
    if (!parsed.success) {
      options.onError?.(ApiError.invalidResponse(200, parsed.error, event.data), { fatal: false });
    }
    const { auth } = options;
    if (!auth) {
      stop();
      return;
    }
    auth.refreshAfterUnauthorized(sent.value).then(
      (refreshed) => {
        if (!refreshed) stop();
      },
      () => stop(),
    );
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Opens one cart stream with the shopper's token and the session rules above; `onEvent` gets the
 * stream's own events.
 */
function openAuthorizedStream(
  options: CartStreamOptions,
  url: string,
  onEvent: (event: ServerSentEvent) => void,
): EventStream {
  const {
    baseUrl: _b,
    tenantId: _t,
    cartId: _c,
    getAccessToken: _g,
    auth: _a,
    ...stream
  } = options;
  const sent: SentToken = { value: null };
  let opened: EventStream | null = null;
  const stop = () => opened?.close();
  const sessionEnded = onSessionEnded(options, sent, stop);
  opened = openEventStream({
    ...stream,
    fetch: authorizedFetch(options, sent),
    url,
    onEvent: (event) => {
      sessionEnded(event);
      onEvent(event);
    },
  });
  return opened;
}

/** Parses events of one name with a schema; a bad one is reported and skipped. */
function eventsOf<Schema extends z.core.$ZodType>(
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
    const parsed = z.safeParse(schema, json);
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
 *   auth: browserAuth.session, // sends the shopper's token; refreshes it once on a 401
 *   onCartUpdated: (cart) => render(cart),
 * });
 * // later
 * stream.close();
 */
export function openCartStream(options: CartUpdatesOptions): EventStream {
  const { onCartUpdated, ...common } = options;
  const { baseUrl, tenantId, cartId } = common;
  return openAuthorizedStream(
    common,
    requestUrl(baseUrl, '/api/sse/cart', { cartId, tenantId }),
    eventsOf(cartStreamEventNames.cartUpdated, cartSchema, onCartUpdated, common.onError),
  );
}

/**
 * `/api/sse/cart/status?cartId&tenantId&from`: a `status` event `{status, orderNumber}` when the
 * cart completes, also after an online payment's callback; order submission waits for it.
 *
 * @example
 * const stream = openCartStatusStream({
 *   baseUrl, tenantId, cartId, from: new Date().toISOString(), auth: browserAuth.session,
 *   onStatus: ({ status, orderNumber }) => {
 *     if (status === 'completed') { stream.close(); showConfirmation(orderNumber); }
 *   },
 * });
 */
export function openCartStatusStream(options: CartStatusOptions): EventStream {
  const { from, onStatus, ...common } = options;
  const { baseUrl, tenantId, cartId } = common;
  return openAuthorizedStream(
    common,
    requestUrl(baseUrl, '/api/sse/cart/status', { cartId, tenantId, from }),
    eventsOf(cartStreamEventNames.status, cartStatusEventSchema, onStatus, common.onError),
  );
}
