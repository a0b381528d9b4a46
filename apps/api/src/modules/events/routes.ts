import type { Readable } from 'node:stream';
import { cartStatusEventSchema, cartStreamEventNames } from '@storefront/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { CartEventBroker } from './cart-event-broker.ts';
import { createCartEventRepository, type CartEventType } from './cart-event-repository.ts';
import { ApiError } from '../../errors/api-error.ts';
import { findStreamCart } from './find-stream-cart.ts';
import { OpenStreamsPerAddress } from './open-streams-per-address.ts';
import { mayViewCart } from './may-view-cart.ts';
import { openCartEventStream, type StreamEvent } from './open-cart-event-stream.ts';
import { cartEventPruneIntervalMs, pruneCartEvents } from './prune-cart-events.ts';
import { systemRepeatEvery, type RepeatEvery } from '../../platform/repeat-every.ts';
import { replayCursorOf } from './replay-cursor-of.ts';
import { resolveStreamCart } from './resolve-stream-cart.ts';
import { SessionRevocationWatch } from './session-revocation-watch.ts';
import { streamSessionOf } from './stream-session.ts';
import type { StreamViewer } from './stream-viewer.ts';

/** Options of {@link cartEventRoutes}; the defaults are production's. */
export interface CartEventRoutesOptions {
  /** Time between heartbeat comments (docs/product/event-streams.md: 15 s). */
  heartbeatMs?: number;
  repeatEvery?: RepeatEvery;
}

const defaultHeartbeatMs = 15_000;

/** `Retry-After` of a stream refused for the address's cap: streams close as pages are left. */
const retryStreamAfterSeconds = 30;

/** A stored event id, as `Last-Event-ID` and `from` carry it. */
const eventIdSchema = z.string().regex(/^\d{1,15}$/, 'an event id (digits)');

const cartStreamQuerySchema = z.object({
  cartId: z.string().min(1).max(64).describe('The cart'),
  tenantId: z
    .string()
    .max(64)
    .optional()
    .describe('The tenant, by name or id (event streams cannot send the __tenant header)'),
  __tenant: z.string().max(64).optional().describe('Same as tenantId'),
});

const statusStreamQuerySchema = cartStreamQuerySchema.extend({
  from: z
    .union([eventIdSchema, z.iso.datetime({ offset: true })])
    .optional()
    .describe(
      'Without Last-Event-ID: replay stored status events after this event id, or recorded at or after this ISO 8601 instant',
    ),
});

const streamHeadersSchema = z.looseObject({
  'last-event-id': eventIdSchema
    .optional()
    .describe('Resume: stored events after this id are sent first'),
  __tenant: z.string().max(64).optional().describe('The tenant, when tenantId is not given'),
});

/**
 * Opens a stream counted by `release`'s cap: released when the stream closes, or at once when it
 * fails to open.
 */
async function countedStream(
  release: () => void,
  open: () => Promise<Readable>,
): Promise<Readable> {
  try {
    const body = await open();
    if (body.closed) release();
    else body.once('close', release);
    return body;
  } catch (error) {
    release();
    throw error;
  }
}

/** Headers of every stream: not cached or transformed, and not buffered by a reverse proxy. */
const streamHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

const streamErrors = errorResponses(400, 401, 403, 404, 429, 500);

/**
 * The cart event streams (docs/product/event-streams.md), outside the tenant scope because an
 * `EventSource` cannot send headers:
 * - `GET /api/sse/cart?cartId&tenantId`: a `cartUpdated` event with the whole cart on every change;
 * - `GET /api/sse/cart/status?cartId&tenantId&from`: a `status` event `{status, orderNumber}` when
 *   the cart completes, at once if it already has.
 * Events carry their stored id; `Last-Event-ID` replays what came after it. A comment line goes
 * out every 15 s. One LISTEN per process feeds every stream (see {@link CartEventBroker}); the
 * streams end when the app closes.
 */
export const cartEventRoutes: FastifyPluginCallbackZod<CartEventRoutesOptions> = (
  app,
  options,
  done,
) => {
  const broker = new CartEventBroker({
    notifications: app.deps.database.notifications,
    db: app.db,
    heartbeatMs: options.heartbeatMs ?? defaultHeartbeatMs,
    repeatEvery: options.repeatEvery ?? systemRepeatEvery,
    onError: (error) => app.log.error({ err: error }, 'cart event delivery failed'),
  });
  const revocations = new SessionRevocationWatch({
    notifications: app.deps.database.notifications,
    onError: (error) => app.log.error({ err: error }, 'session revocation notice failed'),
  });
  const anonymousStreams = new OpenStreamsPerAddress(app.config.anonymousStreamsPerAddress);
  /**
   * Counts a guest's stream against its address (429 over the cap); signed-in ones are not. Every
   * stream admitted counts in the open-streams metric until released.
   */
  const admit = (request: FastifyRequest, viewer: StreamViewer | null): (() => void) => {
    const release = viewer ? () => {} : anonymousStreams.tryOpen(request.ip);
    if (!release) {
      throw new ApiError(429, 'RATE_LIMIT', {
        headers: { 'retry-after': String(retryStreamAfterSeconds) },
      });
    }
    const closed = app.deps.metrics.eventStreamOpened();
    return () => {
      release();
      closed();
    };
  };
  const sessionOf = (
    stream: { tenantId: string; cartId: string; type: CartEventType },
    viewer: StreamViewer | null,
  ) =>
    viewer
      ? streamSessionOf({ db: app.db, clock: app.deps.clock, revocations }, stream, viewer)
      : undefined;
  // Before the server stops accepting: open streams would otherwise hold the close forever.
  app.addHook('preClose', async () => {
    await broker.close();
    await revocations.close();
  });
  if (app.deps.config.nodeEnv !== 'test') {
    // Old events are pruned hourly (docs/product/event-streams.md, "Retention"); tests call
    // pruneCartEvents themselves.
    const prune = () =>
      void pruneCartEvents(app.db, app.deps.clock.now()).then(
        (pruned) => {
          if (pruned > 0) app.log.info({ pruned }, 'pruned old cart events');
        },
        (error: unknown) => app.log.error({ err: error }, 'pruning cart events failed'),
      );
    let stopPruning: (() => void) | null = null;
    app.addHook('onReady', (hookDone) => {
      stopPruning = (options.repeatEvery ?? systemRepeatEvery)(cartEventPruneIntervalMs, prune);
      hookDone();
    });
    app.addHook('onClose', (_instance, hookDone) => {
      stopPruning?.();
      hookDone();
    });
  }

  app.get(
    '/api/sse/cart',
    {
      schema: {
        operationId: 'streamCart',
        tags: ['events'],
        summary: 'Server-sent events: the whole cart on every change (event cartUpdated)',
        description:
          'A `text/event-stream`. Each `cartUpdated` event carries an `id` and the cart as JSON data; send `Last-Event-ID` to replay the changes after it. A comment line arrives every 15 s. A stream opened with a Bearer token ends with a `sessionEnded` event (`{reason: revoked|expired}`) when that session is revoked or the token expires. A cart with a customer streams only to that customer (Bearer token); when a customer claims the cart, other streams of it end.',
        security: [{}, { bearerAuth: [] }],
        querystring: cartStreamQuerySchema,
        headers: streamHeadersSchema,
        response: {
          200: {
            description: 'The event stream (event `cartUpdated`, data: the Cart)',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...streamErrors,
        },
      },
    },
    async (request, reply) => {
      const { query, headers } = request;
      const { tenant, cart, viewer } = await resolveStreamCart(app, request, {
        tenant: query.tenantId ?? query.__tenant ?? headers.__tenant,
        cartId: query.cartId,
      });
      const events = createCartEventRepository(app.db, tenant.id);
      const body = await countedStream(admit(request, viewer), () =>
        openCartEventStream({
          broker,
          tenantId: tenant.id,
          cartId: cart.id,
          type: cartStreamEventNames.cartUpdated,
          cursor: replayCursorOf(headers['last-event-id'], undefined),
          replay: (cursor) => events.listAfter(cart.id, 'cartUpdated', cursor),
          // A guest's stream must not go on showing a cart that a customer has since claimed.
          mayReceive: (event) => mayViewCart(event.payload, viewer?.customerId ?? null),
          session: sessionOf(
            { tenantId: tenant.id, cartId: cart.id, type: cartStreamEventNames.cartUpdated },
            viewer,
          ),
        }),
      );
      // The typed reply expects the documented string; the stream is what produces it.
      return (reply as FastifyReply).headers(streamHeaders).send(body);
    },
  );

  app.get(
    '/api/sse/cart/status',
    {
      schema: {
        operationId: 'streamCartStatus',
        tags: ['events'],
        summary: 'Server-sent events: the cart’s status when it completes (event status)',
        description:
          'A `text/event-stream`. A `status` event `{status, orderNumber}` is sent when the cart completes — at once when it already has (unless `Last-Event-ID` shows it was received). `Last-Event-ID`, or else `from` (an event id, or an ISO 8601 instant), replays the stored status events after it. A comment line arrives every 15 s. A stream opened with a Bearer token ends with a `sessionEnded` event (`{reason: revoked|expired}`) when that session is revoked or the token expires.',
        security: [{}, { bearerAuth: [] }],
        querystring: statusStreamQuerySchema,
        headers: streamHeadersSchema,
        response: {
          200: {
            description:
              'The event stream (event `status`, data: `{"status":"completed","orderNumber":"…"}`)',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...streamErrors,
        },
      },
    },
    async (request, reply) => {
      const { query, headers } = request;
      const { tenant, cart, viewer } = await resolveStreamCart(app, request, {
        tenant: query.tenantId ?? query.__tenant ?? headers.__tenant,
        cartId: query.cartId,
      });
      const events = createCartEventRepository(app.db, tenant.id);
      const lastEventId = headers['last-event-id'];
      const body = await countedStream(admit(request, viewer), () =>
        openCartEventStream({
          broker,
          tenantId: tenant.id,
          cartId: cart.id,
          type: cartStreamEventNames.status,
          cursor: replayCursorOf(lastEventId, query.from),
          replay: (cursor) => events.listAfter(cart.id, 'status', cursor),
          session: sessionOf(
            { tenantId: tenant.id, cartId: cart.id, type: cartStreamEventNames.status },
            viewer,
          ),
          // A late subscriber still learns: read after listening, so a completion racing the
          // open is either found here or delivered live (sent once either way).
          initialEvents: async (replayed): Promise<StreamEvent[]> => {
            if (replayed > 0) return [];
            const latest = await events.latest(cart.id, 'status');
            if (latest) {
              const received = lastEventId !== undefined && latest.id <= Number(lastEventId);
              return received ? [] : [latest];
            }
            // Completed without a recorded status event: tell it from the cart itself.
            const current = await findStreamCart(app.db, tenant.id, cart.id);
            if (current?.status !== 'completed') return [];
            const payload = cartStatusEventSchema.parse(current);
            return [{ id: null, type: 'status', payload }];
          },
        }),
      );
      // The typed reply expects the documented string; the stream is what produces it.
      return (reply as FastifyReply).headers(streamHeaders).send(body);
    },
  );

  done();
};
