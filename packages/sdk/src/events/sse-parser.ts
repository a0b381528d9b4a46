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
 * The event-stream format of the HTML standard ("server-sent events"): lines end with CRLF, LF or
 * CR (a CRLF may be split across chunks); `:` lines are comments; `data:` lines accumulate; `id:`
 * sets the last event id (even without data, unless it contains NUL); a blank line dispatches; an
 * event without data is not dispatched; `retry:` is ignored, since reconnection follows the SDK's
 * own backoff. Hand-written (about 60 lines) because no SSE parser package such as
 * `eventsource-parser` is installed.
 *
 * @example
 * const parser = createSseParser((event) => console.log(event.type, event.data));
 * parser.feed('id: 7\nevent: status\ndata: {"status":"completed"}\n\n');
 */
export function createSseParser(
  onEvent: (event: ServerSentEvent) => void,
  initialLastEventId = '',
): SseParser {
  let buffer = '';
  let started = false;
  // A CR ended the previous chunk, so a LF opening this one belongs to it.
  let pendingCr = false;
  let lastEventId = initialLastEventId;
  let type = '';
  let data: string[] = [];

  function dispatch(): void {
    const lines = data;
    const eventType = type;
    data = [];
    type = '';
    if (lines.length === 0) return;
    onEvent({ type: eventType || 'message', data: lines.join('\n'), lastEventId });
  }

  function processLine(line: string): void {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') type = value;
    else if (field === 'id' && !value.includes('\u0000')) lastEventId = value;
  }

  return {
    feed(text) {
      let chunk = text;
      if (!started && chunk !== '') {
        started = true;
        if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
      }
      if (pendingCr && chunk !== '') {
        pendingCr = false;
        if (chunk.startsWith('\n')) chunk = chunk.slice(1);
      }
      buffer += chunk;
      let position = 0;
      for (;;) {
        const cr = buffer.indexOf('\r', position);
        const lf = buffer.indexOf('\n', position);
        if (cr === -1 && lf === -1) break;
        const end = cr !== -1 && (lf === -1 || cr < lf) ? cr : lf;
        let next = end + 1;
        if (end === cr) {
          if (next === buffer.length) pendingCr = true;
          else if (buffer[next] === '\n') next++;
        }
        processLine(buffer.slice(position, end));
        position = next;
      }
      buffer = buffer.slice(position);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
