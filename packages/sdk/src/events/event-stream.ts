import { ApiError } from '../http/api-error.ts';
import { readResponseBody } from '../http/read-response-body.ts';
import { retryDelay } from '../http/retry-policy.ts';
import { sleep as realSleep } from '../http/sleep.ts';
import { createSseParser, type ServerSentEvent } from './sse-parser.ts';

/** Options of {@link openEventStream}; every side effect has a browser default. */
export interface EventStreamOptions {
  /** The stream's full URL, query included. */
  url: string;
  /** Called for each event, in order. */
  onEvent: (event: ServerSentEvent) => void;
  /**
   * Told of each failure. `fatal: false`: the stream reconnects (network failure, 5xx, 408, 429,
   * idle timeout) or skipped one bad event; `fatal: true`: it has stopped for good (another 4xx, or
   * an answer that is not an event stream).
   */
  onError?: (error: ApiError, info: { fatal: boolean }) => void;
  /** Called each time a connection opens. */
  onOpen?: () => void;
  /** Resume after this event id (sent as `Last-Event-ID` on the first connection). */
  lastEventId?: string;
  headers?: Record<string, string>;
  fetch?: typeof globalThis.fetch;
  /** Waits `ms` between connections; must reject when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** A number in [0, 1), for the backoff's jitter. */
  random?: () => number;
  now?: () => number;
  /**
   * Reconnects when nothing at all arrives for this long. Default 45,000 ms: three of the server's
   * 15 s heartbeat comments (docs/product/event-streams.md), so a silently dead connection is
   * noticed.
   */
  idleTimeoutMs?: number;
}

/** An open event stream. */
export interface EventStream {
  /** Stops for good: aborts the connection or the wait before the next one. */
  close(): void;
  /** The last event id received; what a reconnection resumes from. */
  readonly lastEventId: string;
  /** Resolves once the stream has stopped (closed, told to stop by a 204, or failed for good). */
  readonly done: Promise<void>;
}

type Outcome = { stop: true } | { stop: false; error?: ApiError; progressed: boolean };

const defaultIdleTimeoutMs = 45_000;
const stop: Outcome = { stop: true };

function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * A server-sent-events client over `fetch` streaming, so it can send `Last-Event-ID` and other
 * headers (`EventSource` cannot) and tests can inject fetch. It reconnects after a dropped or
 * failed connection with the retry policy's delay (1 s doubled per failure plus up to 1 s of
 * jitter, capped at 10 s; a `Retry-After` wins), resuming with `Last-Event-ID`. The delay starts
 * again at 1 s once a connection has delivered an event. A 204 stops it, as the standard says.
 *
 * @example
 * const stream = openEventStream({
 *   url: 'https://api.example.com/api/sse/cart?cartId=…&tenantId=…',
 *   onEvent: (event) => console.log(event.type, event.data),
 * });
 * stream.close();
 */
export function openEventStream(options: EventStreamOptions): EventStream {
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sleep = options.sleep ?? realSleep;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const idleTimeoutMs = options.idleTimeoutMs ?? defaultIdleTimeoutMs;
  const closer = new AbortController();
  let lastEventId = options.lastEventId ?? '';

  function fail(error: ApiError): Outcome {
    options.onError?.(error, { fatal: true });
    return stop;
  }

  async function connect(): Promise<Outcome> {
    const connection = new AbortController();
    const abortConnection = () => connection.abort();
    closer.signal.addEventListener('abort', abortConnection, { once: true });
    let idle = false;
    let idleTimer: ReturnType<typeof setTimeout> | undefined;
    const armIdleTimer = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => {
        idle = true;
        connection.abort();
      }, idleTimeoutMs);
    };
    let progressed = false;
    try {
      armIdleTimer();
      // No `Cache-Control` of our own: `cache: 'no-store'` makes the browser send one itself,
      // while one set here must be allowed by the API's CORS, or a page on another origin than
      // its API has its stream refused (docs/decisions/0022-checkout-api-base-at-run-time.md).
      const headers = new Headers({ Accept: 'text/event-stream', ...options.headers });
      if (lastEventId !== '') headers.set('Last-Event-ID', lastEventId);
      const response = await fetch(options.url, {
        headers,
        signal: connection.signal,
        cache: 'no-store',
      });
      if (response.status === 204) return stop;
      if (!response.ok) {
        const body = await readResponseBody(response, { malformedJson: 'text' });
        const error = ApiError.fromResponse(response, body, { now: now() });
        return isRetryableStatus(response.status)
          ? { stop: false, error, progressed }
          : fail(error);
      }
      const contentType = response.headers.get('Content-Type') ?? '';
      if (!/^text\/event-stream\s*(?:;|$)/i.test(contentType) || response.body === null) {
        return fail(
          ApiError.invalidResponse(
            response.status,
            new TypeError(`Expected text/event-stream, got "${contentType}"`),
          ),
        );
      }
      options.onOpen?.();
      const parser = createSseParser((event) => {
        lastEventId = event.lastEventId;
        progressed = true;
        try {
          options.onEvent(event);
        } catch (error) {
          // A listener's bug must not drop the connection; it surfaces as an uncaught error.
          queueMicrotask(() => {
            throw error;
          });
        }
      }, lastEventId);
      const reader = response.body.getReader();
      // Ends a pending read even where aborting fetch does not error its body (as in tests).
      const cancel = () => void reader.cancel().catch(() => {});
      if (connection.signal.aborted) cancel();
      else connection.signal.addEventListener('abort', cancel, { once: true });
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done || connection.signal.aborted) break;
        armIdleTimer();
        parser.feed(decoder.decode(value, { stream: true }));
        // An `id:` without data moves the resume point too.
        lastEventId = parser.lastEventId;
      }
      if (closer.signal.aborted) return stop;
      if (idle) return { stop: false, error: ApiError.timeout(), progressed };
      // The server (or a proxy) ended the stream: reconnect without reporting an error.
      return { stop: false, progressed };
    } catch (error) {
      if (closer.signal.aborted) return stop;
      const failure = idle ? ApiError.timeout(error) : ApiError.network(error);
      return { stop: false, error: failure, progressed };
    } finally {
      clearTimeout(idleTimer);
      closer.signal.removeEventListener('abort', abortConnection);
    }
  }

  async function run(): Promise<void> {
    let failures = 0;
    while (!closer.signal.aborted) {
      const outcome = await connect();
      if (outcome.stop || closer.signal.aborted) return;
      if (outcome.progressed) failures = 0;
      if (outcome.error) options.onError?.(outcome.error, { fatal: false });
      const delay = retryDelay(failures, outcome.error, random);
      failures++;
      try {
        await sleep(delay, closer.signal);
      } catch {
        return;
      }
    }
  }

  const done = run();
  return {
    close: () => closer.abort(),
    get lastEventId() {
      return lastEventId;
    },
    done,
  };
}
