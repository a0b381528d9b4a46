import { createParser } from 'eventsource-parser';

/** One dispatched server-sent event. */
export interface ServerSentEvent {
  /** The `event:` field; `message` when the event named none. */
  type: string;
  /** The `data:` lines joined by `\n`. */
  data: string;
  /** The last `id:` seen on the stream so far (the value to resume from); '' when none. */
  lastEventId: string;
}

/** A parser fed with decoded text as it arrives. */
export interface SseParser {
  /** Parses more text; calls `onEvent` for each event completed by a blank line. */
  feed(text: string): void;
  /** The last `id:` seen so far. */
  readonly lastEventId: string;
}

/**
 * The event-stream format of the HTML standard ("server-sent events"), parsed by
 * `eventsource-parser` (line endings split across chunks, comments, `data:` lines, the BOM). This
 * adds what the SDK's stream needs on top: the last event id, which an `id:` sets even in a block
 * without data (its `onId`), and which the caller seeds from `Last-Event-ID`. `retry:` is ignored,
 * since reconnection follows the SDK's own backoff.
 *
 * @example
 * const parser = createSseParser((event) => console.log(event.type, event.data));
 * parser.feed('id: 7\nevent: status\ndata: {"status":"completed"}\n\n');
 */
export function createSseParser(
  onEvent: (event: ServerSentEvent) => void,
  initialLastEventId = '',
): SseParser {
  let lastEventId = initialLastEventId;
  const parser = createParser({
    onId: (id) => {
      lastEventId = id;
    },
    onEvent: (event) => onEvent({ type: event.event ?? 'message', data: event.data, lastEventId }),
  });
  return {
    feed: (text) => parser.feed(text),
    get lastEventId() {
      return lastEventId;
    },
  };
}
