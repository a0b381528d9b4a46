import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { abortable, abortError } from '@storefront/sdk/http';

/** Statuses whose answers carry no body (`new Response` refuses one for them). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

/**
 * The answer's body as a web stream. Hand-written rather than `Readable.toWeb`: Node 20's adapter
 * still enqueues after the reader cancelled and throws `ERR_INVALID_STATE`. No backpressure:
 * test answers are small. A body destroyed before its end errors, as a dropped connection does.
 */
function webBody(stream: Readable): ReadableStream<Uint8Array> {
  let settled = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const settle = (finish: () => void) => {
        if (settled) return;
        settled = true;
        finish();
      };
      stream.on('data', (chunk: Buffer) => {
        if (!settled) controller.enqueue(new Uint8Array(chunk));
      });
      stream.once('end', () => settle(() => controller.close()));
      stream.once('error', (error) => settle(() => controller.error(error)));
      stream.once('close', () => settle(() => controller.error(new TypeError('terminated'))));
    },
    cancel() {
      settled = true;
      stream.destroy();
    },
  });
}

function answerHeaders(headers: Record<string, unknown>): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) result.append(name, String(one));
  }
  return result;
}

/**
 * A `fetch` that answers from an in-process Fastify app through `app.inject`, so the SDK's real
 * http-client, resources, flows and event streams run against the real API without a network.
 * The request is read through the platform's `Request` (which encodes JSON text, `FormData` and
 * `URLSearchParams` exactly as a browser would, multipart boundary included); the answer is
 * streamed (`payloadAsStream`), so an event stream delivers each event as the server writes it.
 * Aborting the request's signal rejects with an `AbortError` before the answer, or errors its body
 * after; cancelling the body (or aborting) ends the server's side too, as a closed connection does.
 *
 * @example
 * const { app } = await buildTestApp();
 * const http = createHttpClient({ baseUrl: 'http://api.test', tenant: 'demo', fetch: createInjectFetch(app) });
 */
export function createInjectFetch(app: Pick<FastifyInstance, 'inject'>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { signal } = request;
    if (signal.aborted) throw abortError(signal);
    const payload = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const url = new URL(request.url);
    const answer = await abortable(
      app.inject({
        method: request.method,
        url: `${url.pathname}${url.search}`,
        headers: Object.fromEntries(request.headers),
        ...(payload === undefined ? {} : { payload }),
        payloadAsStream: true,
      }),
      signal,
    );
    const stream = answer.stream();
    // The client went away (cancelled the body or aborted): end the server's side as a closed
    // socket would, so the route's stream is released (Fastify destroys it with the reply).
    stream.once('close', () => answer.raw.res.destroy());
    const onAbort = () => stream.destroy(abortError(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    stream.once('close', () => signal.removeEventListener('abort', onAbort));
    const empty = nullBodyStatuses.has(answer.statusCode) || request.method === 'HEAD';
    if (empty) stream.destroy();
    return new Response(empty ? null : webBody(stream), {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers: answerHeaders(answer.headers),
    });
  };
}
