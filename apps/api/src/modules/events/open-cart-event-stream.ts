import { PassThrough, type Readable } from 'node:stream';
import type { CartEventBroker } from './cart-event-broker.ts';
import type { CartEventRecord, CartEventType, ReplayCursor } from './cart-event-repository.ts';
import { formatServerSentComment, formatServerSentEvent } from './server-sent-event.ts';

/** An event a stream sends: a stored one (with its id) or one made up now (`id: null`). */
export type StreamEvent = Pick<CartEventRecord, 'type' | 'payload'> & { id: number | null };

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
}

/** Written first, so the answer's headers go out at once and the client knows it is connected. */
const openingComment = formatServerSentComment('connected');
const heartbeatComment = formatServerSentComment('heartbeat');

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

  write(openingComment);
  const remove = await options.broker.add({
    tenantId: options.tenantId,
    cartId: options.cartId,
    type: options.type,
    deliver: (event) => (held ? held.push(event) : send(event)),
    heartbeat: () => write(heartbeatComment),
    end: () => {
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
          for (const event of [...missed, ...live].sort((a, b) => a.id - b.id)) send(event);
        },
        () => output.destroy(),
      );
    },
  });
  output.once('close', remove);

  try {
    const replayed = options.replay && options.cursor ? await options.replay(options.cursor) : [];
    for (const event of replayed) send(event);
    for (const event of (await options.initialEvents?.(replayed.length)) ?? []) send(event);
  } catch (error) {
    output.destroy();
    throw error;
  }
  const live = held.sort((a, b) => a.id - b.id);
  held = null;
  for (const event of live) send(event);
  return output;
}
