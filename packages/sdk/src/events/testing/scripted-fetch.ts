import { vi } from 'vitest';

/** An event-stream answer whose body the test writes to, ends or drops. */
export interface StreamAnswer {
  response: Response;
  /** Sends text (UTF-8 encoded) as one chunk. */
  send(text: string): void;
  /** Ends the body normally (the server closed the stream). */
  end(): void;
  /** Errors the body (the connection dropped). */
  drop(): void;
  /** True once the client cancelled the body (it closed or gave up on the connection). */
  readonly cancelled: boolean;
}

/** A `text/event-stream` answer with a body under the test's control. */
export function streamAnswer(contentType = 'text/event-stream; charset=utf-8'): StreamAnswer {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      cancelled = true;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': contentType } }),
    send: (text) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    drop: () => controller.error(new TypeError('network error')),
    get cancelled() {
      return cancelled;
    },
  };
}

/** One connection attempt as fetch saw it. */
export interface Connection {
  url: URL;
  headers: Headers;
  signal: AbortSignal;
}

/**
 * A fetch that answers connection `n` with `answers[n]` (the last one repeats): a Response (or a
 * function making a fresh one, for an answer that repeats), a stream answer, or an Error to reject
 * with.
 */
export function scriptedFetch(...answers: (Response | (() => Response) | StreamAnswer | Error)[]) {
  const connections: Connection[] = [];
  function answerTo(connection: number): Response {
    const answer = answers[Math.min(connection, answers.length) - 1];
    if (answer === undefined) throw new Error('scriptedFetch: no answer given');
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer();
    return answer instanceof Response ? answer : answer.response;
  }
  const fetch = vi.fn((input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    connections.push({
      url: new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      ),
      headers: new Headers(init?.headers),
      signal: init?.signal ?? new AbortController().signal,
    });
    // Settles like fetch: a thrown answer becomes a rejection.
    return new Promise((resolve) => resolve(answerTo(connections.length)));
  });
  return { fetch, connections };
}
