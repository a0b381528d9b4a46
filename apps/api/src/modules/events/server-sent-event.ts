/** One event of a `text/event-stream` answer. */
export interface ServerSentEvent {
  /** The event id a client resumes from (`Last-Event-ID`); none for an event that is not stored. */
  id: number | null;
  event: string;
  data: string;
}

/**
 * The wire text of one server-sent event (WHATWG HTML, "Server-sent events"): `id:`, `event:`, one
 * `data:` line per line of data, and a blank line.
 *
 * @example
 * formatServerSentEvent({ id: 7, event: 'status', data: '{"status":"completed"}' });
 * // 'id: 7\nevent: status\ndata: {"status":"completed"}\n\n'
 */
export function formatServerSentEvent(event: ServerSentEvent): string {
  const id = event.id === null ? '' : `id: ${event.id}\n`;
  const data = event.data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}\n`)
    .join('');
  return `${id}event: ${event.event}\n${data}\n`;
}

/**
 * A comment line, which clients ignore: sent on open and as the heartbeat, so proxies and the
 * client's idle timer see the connection is alive.
 *
 * @example
 * formatServerSentComment('heartbeat'); // ': heartbeat\n\n'
 */
export function formatServerSentComment(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;
}

/**
 * The stream's last words when the server shuts down: a `retry:` field, which sets how long an
 * `EventSource` waits before it reconnects (WHATWG HTML, "Server-sent events", the `retry` field),
 * and a comment saying why, so a reconnection lands on an instance that is still up soon after.
 *
 * @example
 * formatServerSentReconnectHint(1000); // 'retry: 1000\n: server closing, reconnect\n\n'
 */
export function formatServerSentReconnectHint(retryMs: number): string {
  return `retry: ${Math.max(0, Math.round(retryMs))}\n: server closing, reconnect\n\n`;
}
