import http from 'node:http';

/**
 * One block of a `text/event-stream`: an event, a comment (heartbeat, opening line), or a
 * reconnection delay without data (`retry:`, the closing server's hint).
 */
export type StreamItem =
  | { kind: 'event'; id: string | null; event: string; data: string }
  | { kind: 'comment'; text: string }
  | { kind: 'retry'; ms: number };

/** An open stream a test reads item by item. */
export interface TestEventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next item; rejects when the stream ends first. */
  next(): Promise<StreamItem>;
  /** The next event, skipping comments. */
  nextEvent(): Promise<Extract<StreamItem, { kind: 'event' }>>;
  /** Resolves once the server has ended the stream. */
  ended(): Promise<void>;
  /** Hangs up, as a browser leaving the page does. */
  close(): Promise<void>;
}

function parseBlock(block: string): StreamItem | null {
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith(':'))) {
    return { kind: 'comment', text: lines.map((line) => line.slice(1).trim()).join('\n') };
  }
  let id: string | null = null;
  let event = 'message';
  let retry: number | null = null;
  const data: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry') retry = Number(value);
  }
  if (data.length === 0) return retry === null ? null : { kind: 'retry', ms: retry };
  return { kind: 'event', id, event, data: data.join('\n') };
}

/**
 * Opens a server-sent-events URL over real HTTP (a listening test app) on its own connection and
 * reads it block by block, so a test sees exactly what a client would. Node's `http` rather than
 * `fetch`: hanging up must close the connection at once (undici may keep or pre-open sockets).
 *
 * @example
 * const stream = await openTestEventStream(`${baseUrl}/api/sse/cart?cartId=…&tenantId=demo`);
 * expect(await stream.nextEvent()).toMatchObject({ event: 'cartUpdated' });
 * await stream.close();
 */
export function openTestEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<TestEventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const items: StreamItem[] = [];
      const waiters: Array<() => void> = [];
      let buffer = '';
      let done = false;
      const wake = () => {
        for (const waiter of waiters.splice(0)) waiter();
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const item = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (item) items.push(item);
        }
        wake();
      });
      const finish = () => {
        done = true;
        wake();
      };
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);

      async function next(): Promise<StreamItem> {
        while (items.length === 0 && !done) {
          await new Promise<void>((wakeUp) => waiters.push(wakeUp));
        }
        const item = items.shift();
        if (!item) throw new Error('The event stream ended');
        return item;
      }

      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        next,
        async nextEvent() {
          for (;;) {
            const item = await next();
            if (item.kind === 'event') return item;
          }
        },
        async ended() {
          while (!done) await new Promise<void>((wakeUp) => waiters.push(wakeUp));
        },
        async close() {
          if (done) return;
          await new Promise<void>((closed) => {
            response.once('close', () => closed());
            request.destroy();
          });
        },
      });
    });
    request.on('error', reject);
  });
}
