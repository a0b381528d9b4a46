import { PassThrough, type Readable } from 'node:stream';
import { cartStreamEventNames, type SessionEndedEvent } from '@storefront/contracts';
import type { CartEventBroker } from './cart-event-broker.ts';
import type { CartEventRecord, CartEventType, ReplayCursor } from './cart-event-repository.ts';
import {
  formatServerSentComment,
  formatServerSentEvent,
  formatServerSentReconnectHint,
} from './server-sent-event.ts';

/** An event a stream sends: a stored one (with its id) or one made up now (`id: null`). */
export type StreamEvent = Pick<CartEventRecord, 'type' | 'payload'> & { id: number | null };

/** Why a signed-in stream's session can no longer receive: the `sessionEnded` event's reason. */
export type SessionEndReason = SessionEndedEvent['reason'];

/** The sign-in session a signed-in stream was opened with (docs/product/event-streams.md). */
export interface StreamSession {
  /** Whether the access token the stream was opened with has expired (the injected clock). */
  expired(): boolean;
  /** Whether the session is still live, not revoked: a database read. */
  isLive(): Promise<boolean>;
  /** The id of the latest stored event of the stream's cart and type; 0 when there is none. */
  latestStoredId(): Promise<number>;
  /**
   * Calls `maybeEnded` whenever the session may have ended (a revocation notice from any
   * instance, the token's expiry time); resolves, once watching, to the function that stops it.
   */
  watch(maybeEnded: () => void): Promise<() => void>;
}

/** What one stream sends, and where from. */
export interface OpenCartEventStreamOptions {
  broker: CartEventBroker;
  tenantId: string;
  cartId: string;
  type: CartEventType;
  /** Stored events after this cursor are sent first; null sends only what happens from now. */
  replay: ((cursor: ReplayCursor) => Promise<CartEventRecord[]>) | null;
  cursor: ReplayCursor | null;
  /**
   * Called after the replay, once the stream is listening: events due at once (the status of a
   * cart that is already completed). `replayed` is how many events the replay sent.
   */
  initialEvents?: (replayed: number) => Promise<StreamEvent[]>;
  /**
   * Whether the client may still see this event; when not (the cart now belongs to someone
   * else), the stream ends instead, and the client's reconnection is checked afresh.
   */
  mayReceive?: (event: StreamEvent) => boolean;
  /**
   * A signed-in stream's session: the stream ends with a `sessionEnded` event when the session is
   * revoked or the token expires, and no event goes out after that. The open request checked it,
   * so the replay goes out unchecked; each later event waits for a check of the session.
   */
  session?: StreamSession;
}

/** Written first, so the answer's headers go out at once and the client knows it is connected. */
const openingComment = formatServerSentComment('connected');
const heartbeatComment = formatServerSentComment('heartbeat');
/**
 * Written last when the app closes (a deploy, a scale-in): an `EventSource` reconnects after this
 * long, through the load balancer to an instance still up, and resumes with `Last-Event-ID`. One
 * second: the SDK's own first reconnection delay (it ignores `retry:` and keeps its backoff).
 */
export const reconnectAfterClosingMs = 1000;
const closingHint = formatServerSentReconnectHint(reconnectAfterClosingMs);

/**
 * Opens one `text/event-stream` body: starts listening (through the broker) before reading the
 * stored events to replay, holds live events back meanwhile, then sends the replay, the initial
 * events, and the held and later live events — each stored event once, in id order. Ends when the
 * client goes away (Fastify destroys the body), the app closes, or an event is not for this client.
 *
 * @example
 * const body = await openCartEventStream({ broker, tenantId, cartId, type: 'cartUpdated', replay: null, cursor: null });
 * return reply.type('text/event-stream').send(body);
 */
export async function openCartEventStream(options: OpenCartEventStreamOptions): Promise<Readable> {
  const output = new PassThrough();
  // A stream opened without a cursor catches up, after a lost listener, from when it opened.
  const openedAt = new Date();
  let lastSentId = options.cursor && 'afterId' in options.cursor ? options.cursor.afterId : 0;
  let held: CartEventRecord[] | null = [];

  const write = (text: string) => {
    if (!output.destroyed && !output.writableEnded) output.write(text);
  };
  const send = (event: StreamEvent) => {
    if (event.id !== null) {
      if (event.id <= lastSentId) return;
      lastSentId = event.id;
    }
    if (options.mayReceive && !options.mayReceive(event)) {
      if (!output.writableEnded) output.end();
      return;
    }
    write(
      formatServerSentEvent({
        id: event.id,
        event: event.type,
        data: JSON.stringify(event.payload),
      }),
    );
  };

  const { session } = options;
  let sessionEnded = false;
  /**
   * Ends a signed-in stream with `sessionEnded`. Its `id:` is where the reconnection (with a fresh
   * token) resumes, so nothing is lost: the last event sent; else just before the event withheld
   * now; else the latest stored one, since no event of this stream came after it.
   */
  const endSession = async (reason: SessionEndReason, withheldId: number | null) => {
    if (sessionEnded || !session) return;
    sessionEnded = true;
    const resumeAfter =
      lastSentId > 0
        ? lastSentId
        : withheldId !== null
          ? withheldId - 1
          : await session.latestStoredId();
    write(
      formatServerSentEvent({
        id: resumeAfter,
        event: cartStreamEventNames.sessionEnded,
        data: JSON.stringify({ reason } satisfies SessionEndedEvent),
      }),
    );
    if (!output.writableEnded) output.end();
  };
  // Sends a live event once the session is checked (a signed-in stream), or looks at the session
  // alone (no event). Checks run one at a time, in arrival order, so live events keep their order.
  let checks: Promise<void> = Promise.resolve();
  const sendLive = (event?: StreamEvent) => {
    if (!session) {
      if (event) send(event);
      return;
    }
    checks = checks
      .then(async () => {
        if (sessionEnded || output.writableEnded) return;
        const withheldId = event?.id ?? null;
        if (session.expired()) return endSession('expired', withheldId);
        if (!(await session.isLive())) return endSession('revoked', withheldId);
        if (event) send(event);
      })
      .catch(() => {
        output.destroy();
      });
  };

  write(openingComment);
  const remove = await options.broker.add({
    tenantId: options.tenantId,
    cartId: options.cartId,
    type: options.type,
    deliver: (event) => (held ? held.push(event) : sendLive(event)),
    heartbeat: () => {
      if (session?.expired()) sendLive();
      else write(heartbeatComment);
    },
    end: () => {
      write(closingHint);
      if (!output.writableEnded) output.end();
    },
    resume: () => {
      // Still replaying its start: that replay reads the store after the listener came back.
      if (held || !options.replay) return;
      const live: CartEventRecord[] = [];
      held = live;
      const cursor = lastSentId > 0 ? { afterId: lastSentId } : { since: openedAt };
      options.replay(cursor).then(
        (missed) => {
          held = null;
          for (const event of [...missed, ...live].sort((a, b) => a.id - b.id)) sendLive(event);
        },
        () => output.destroy(),
      );
    },
  });
  output.once('close', remove);

  try {
    if (session) {
      const stopWatching = await session.watch(() => sendLive());
      if (output.closed) stopWatching();
      else output.once('close', stopWatching);
    }
    const replayed = options.replay && options.cursor ? await options.replay(options.cursor) : [];
    for (const event of replayed) send(event);
    for (const event of (await options.initialEvents?.(replayed.length)) ?? []) send(event);
  } catch (error) {
    output.destroy();
    throw error;
  }
  const live = held.sort((a, b) => a.id - b.id);
  held = null;
  for (const event of live) sendLive(event);
  return output;
}
